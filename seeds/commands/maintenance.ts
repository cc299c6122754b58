// `maintenance:prune`: the daily clean-up of data kept only for a while — sign-in attempts (they
// hold emails; the rate limit looks back 15 minutes) after a day, ended sessions after 30 days.
import type { Command } from 'commander';
import { pruneEndedSessions } from '~/lib/session.server';
import { pruneSignInAttempts } from '~/models/sign-in-attempts.server';
import { withDatabase, type CliContext } from './context';

export function registerMaintenanceCommands(program: Command, context: CliContext): void {
  program
    .command('maintenance:prune')
    .description('Delete sign-in attempts older than a day and sessions ended more than 30 days ago')
    .action(() => {
      const now = context.now();
      const { attempts, sessions } = withDatabase(context, (db) => ({
        attempts: pruneSignInAttempts(now, db),
        sessions: pruneEndedSessions(now, db),
      }));
      context.out(`Pruned ${attempts} sign-in attempt(s) and ${sessions} ended session(s).\n`);
    });
}
