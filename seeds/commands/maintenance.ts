// `maintenance:prune`: the daily clean-up of data kept only for a while — sign-in attempts (they
// hold emails; the rate limit looks back a day) after a day, sign-up attempts (the limit looks back
// an hour) after an hour, ended sessions after 30 days, PIN requests a day after they ended (decision 051), one-time codes
// a day after they were sent (decision 053).
import type { Command } from 'commander';
import { pruneEndedSessions } from '~/lib/session.server';
import { pruneOtpChallenges } from '~/models/otp.server';
import { prunePinRequests } from '~/models/pin.server';
import { pruneSignInAttempts } from '~/models/sign-in-attempts.server';
import { pruneSignUpAttempts } from '~/models/sign-up.server';
import { withDatabase, type CliContext } from './context';

export function registerMaintenanceCommands(program: Command, context: CliContext): void {
  program
    .command('maintenance:prune')
    .description('Delete sign-in attempts older than a day, sign-up attempts older than an hour, sessions ended more than 30 days ago, PIN requests ended more than a day ago and one-time codes sent more than a day ago')
    .action(() => {
      const now = context.now();
      const { attempts, signUps, sessions, pinRequests, codes } = withDatabase(context, (db) => ({
        attempts: pruneSignInAttempts(now, db),
        signUps: pruneSignUpAttempts(now, db),
        sessions: pruneEndedSessions(now, db),
        pinRequests: prunePinRequests(now, db),
        codes: pruneOtpChallenges(now, db),
      }));
      context.out(`Pruned ${attempts} sign-in attempt(s), ${signUps} sign-up attempt(s), ${sessions} ended session(s), ${pinRequests} PIN request(s) and ${codes} one-time code(s).\n`);
    });
}
