// `maintenance:prune`: the daily clean-up of data kept only for a while (app/models/maintenance.server.ts),
// through the job_runs guard for today's Jakarta date, like the server's 03:00 run (decision 076).
import type { Command } from 'commander';
import { jobKey } from '~/domain/job-schedule';
import type { PruneReport } from '~/models/maintenance.server';
import type { CliContext } from './context';
import { runGuardedCommand } from './jobs';

export function registerMaintenanceCommands(program: Command, context: CliContext): void {
  program
    .command('maintenance:prune')
    .description('Delete sign-in attempts older than a day, sign-up attempts older than an hour, sessions ended more than 30 days ago, PIN requests ended more than a day ago, one-time codes sent more than a day ago and payment-expiry runs older than a week')
    .action(() => {
      const report = runGuardedCommand(context, 'maintenance', jobKey('maintenance', context.now())).details as unknown as PruneReport;
      context.out(
        `Pruned ${report.signInAttempts} sign-in attempt(s), ${report.signUpAttempts} sign-up attempt(s), ${report.sessions} ended session(s), ${report.pinRequests} PIN request(s), ${report.codes} one-time code(s), ${report.jobRuns} payment-expiry run(s) and ${report.webauthnChallenges} passkey challenge(s).\n`,
      );
    });
}
