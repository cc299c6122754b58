// `recurring:run [--date YYYY-MM-DD]` (issue 17 item 2; decisions 072, 073): creates the orders of every Nabung
// Rutin schedule due on a day (today in Jakarta by default), exactly once per schedule and date. The server's
// 07:00 WIB job runs the same model function; `--date` may be any day, as the demo runs days ahead like nav:publish.
import { InvalidArgumentError, type Command } from 'commander';
import { isIsoDate, jakartaDate, type IsoDate } from '~/domain/dates';
import { getFeatureFlags } from '~/models/feature-flags.server';
import { runDueRecurringSchedules, type RecurringRunReport } from '~/models/recurring-runs.server';
import { withDatabase, type CliContext } from './context';

/** --date: a real calendar date, YYYY-MM-DD. */
export function parseRunDate(value: string): IsoDate {
  if (!isIsoDate(value)) throw new InvalidArgumentError('Expected a date as YYYY-MM-DD (e.g. 2025-11-10).');
  return value;
}

export function describeRun(report: RecurringRunReport): string {
  if (report.due === 0) return `No Nabung Rutin schedule is due on ${report.date} (not an exchange day, or none falls on it): nothing was created.\n`;
  const lines = [
    `Nabung Rutin runs of ${report.date}: ${report.due} schedule(s) due.`,
    `  orders created   ${report.created}`,
    `  runs failed      ${report.failed}`,
    `  already run      ${report.alreadyRun}`,
  ];
  if (report.alreadyRun === report.due) lines.push('Every due schedule had already run for this date: nothing changed.');
  return `${lines.join('\n')}\n`;
}

export function registerRecurringCommands(program: Command, context: CliContext): void {
  program
    .command('recurring:run')
    .description('Create the orders (waiting for payment) of every Nabung Rutin schedule due on a day, once per schedule and date')
    .option('--date <date>', 'the day to run, YYYY-MM-DD (default: today in Jakarta)', parseRunDate)
    .action((options: { date?: IsoDate }) => {
      const now = context.now();
      const date = options.date ?? jakartaDate(now);
      const outcome = withDatabase(context, (db) => (getFeatureFlags(db).recurringInvestment ? runDueRecurringSchedules(date, now, db) : null));
      if (outcome === null) {
        context.out(`Nabung Rutin is switched off (flag recurringInvestment): nothing ran for ${date}.\n`);
        return;
      }
      context.out(describeRun(outcome));
    });
}
