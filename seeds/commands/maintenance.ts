// `maintenance:prune`: the daily clean-up of data kept only for a while — sign-in attempts (they
// hold emails; the rate limit looks back a day) after a day, sign-up attempts (the limit looks back
// an hour) after an hour, ended sessions after 30 days.
import type { Command } from 'commander';
import { pruneEndedSessions } from '~/lib/session.server';
import { pruneSignInAttempts } from '~/models/sign-in-attempts.server';
import { pruneSignUpAttempts } from '~/models/sign-up.server';
import { withDatabase, type CliContext } from './context';

export function registerMaintenanceCommands(program: Command, context: CliContext): void {
  program
    .command('maintenance:prune')
    .description('Delete sign-in attempts older than a day, sign-up attempts older than an hour and sessions ended more than 30 days ago')
    .action(() => {
      const now = context.now();
      const { attempts, signUps, sessions } = withDatabase(context, (db) => ({
        attempts: pruneSignInAttempts(now, db),
        signUps: pruneSignUpAttempts(now, db),
        sessions: pruneEndedSessions(now, db),
      }));
      context.out(`Pruned ${attempts} sign-in attempt(s), ${signUps} sign-up attempt(s) and ${sessions} ended session(s).\n`);
    });
}
