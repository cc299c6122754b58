// `jobs:list` (issue 17 item 3): the last runs of the daily jobs, and `runGuardedCommand`, through which the
// operator commands of those jobs (payments:expire, referral:release, maintenance:prune, recurring:run) take
// the same job_runs guard as the server (decision 076): refused while another runner holds the key; a key
// already DONE (or FAILED) is run again as a catch-up, which does only what is missing (attempts + 1).
import type { Command } from 'commander';
import type { JobName } from '~/domain/enums';
import { recentJobRuns, type JobRunRow } from '~/models/job-runs.server';
import { runJob } from '~/models/jobs.server';
import { CliError, integerArgument, withDatabase, type CliContext } from './context';

const iso = (at: Date | null) => (at ? at.toISOString().replace('.000Z', 'Z') : '-');

/** One line of a runner that holds a key, for a refusal. */
function describeHolder(holder: JobRunRow, now: Date): string {
  const seconds = Math.max(0, Math.round((now.getTime() - holder.heartbeatAt.getTime()) / 1000));
  return `${holder.runner} has been running it since ${iso(holder.startedAt)} (last heartbeat ${seconds} s ago)`;
}

/**
 * Runs `job` for `key` under the guard as an operator (runner `cli:<pid>`), returning the body's counts. A
 * refusal or a failure is a CliError (exit status 1). `catchUp` is true when the key had run before.
 */
export function runGuardedCommand(context: CliContext, job: JobName, key: string): { details: Record<string, unknown>; attempts: number } {
  const run = withDatabase(context, (db) => runJob(db, { job, key, runner: `cli:${process.pid}`, mode: 'operator', clock: context.now }));
  switch (run.status) {
    case 'done':
      if (run.attempts > 1) context.out(`(${job} ${key} had run before: this was attempt ${run.attempts}, doing only what was left.)\n`);
      return { details: run.details, attempts: run.attempts };
    case 'skipped':
      throw new CliError(
        run.holder
          ? `${job} ${key} is running elsewhere: ${describeHolder(run.holder, context.now())}. Try again when it has finished (npm run cli -- jobs:list).`
          : `${job} ${key} could not be taken.`,
      );
    case 'failed':
      throw new CliError(`${job} ${key} failed (attempt ${run.attempts}): ${run.message}`);
    case 'lost':
      throw new CliError(`${job} ${key} was taken over by another runner while this one worked; see npm run cli -- jobs:list.`);
  }
}

/** The table of jobs:list: one line per run, newest first. */
export function formatJobRuns(rows: readonly JobRunRow[]): string {
  if (rows.length === 0) return 'No job has run yet.\n';
  const header = ['job', 'key', 'started', 'finished', 'outcome', 'runner', 'attempts', 'details'];
  const lines = rows.map((r) => [
    r.job,
    r.runKey,
    iso(r.startedAt),
    iso(r.finishedAt),
    r.outcome,
    r.runner,
    String(r.attempts),
    r.details ? Object.entries(r.details).map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`).join(' ') : '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!))).join('  ').trimEnd();
  return `${[header, ...lines].map(format).join('\n')}\n`;
}

export function registerJobCommands(program: Command, context: CliContext): void {
  program
    .command('jobs:list')
    .description('Show the last runs of the daily jobs (job, key, started, finished, outcome, runner, attempts, details), newest first')
    .option('--limit <n>', 'how many runs (1-1000)', integerArgument(1, 1000), 20)
    .action((options: { limit: number }) => {
      context.out(formatJobRuns(withDatabase(context, (db) => recentJobRuns(db, options.limit))));
    });
}
