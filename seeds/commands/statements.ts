// `statements:generate --month YYYY-MM` (issue 18 item 1; decision 081): makes and keeps the monthly e-statement of
// every investor with activity or holdings in an ended month, in batches; a statement already kept is not made again,
// so running it twice (or beside investors downloading theirs) changes nothing the second time.
import { InvalidArgumentError, type Command } from 'commander';
import { existsSync } from 'node:fs';
import { migrateDatabase, openDatabase } from '../../db/client';
import { isYearMonth, type YearMonth } from '~/domain/statements/monthly-statement';
import { generateMonthlyStatements, lastEndedMonth, type MonthlyGenerationReport } from '~/models/statements.server';
import { CliError, type CliContext } from './context';

/** --month: a calendar month, YYYY-MM. */
export function parseStatementMonth(value: string): YearMonth {
  if (!isYearMonth(value)) throw new InvalidArgumentError('Expected a month as YYYY-MM (e.g. 2025-10).');
  return value;
}

export function describeGeneration(report: MonthlyGenerationReport, seconds: number): string {
  const lines = [
    `Monthly e-statements of ${report.month}: ${report.investors} investor(s) with activity or holdings, in ${seconds.toFixed(1)} s.`,
    `  investors      ${report.investors}`,
    `  generated      ${report.generated}`,
    `  alreadyKept    ${report.alreadyKept}`,
  ];
  if (report.waitingForNav > 0) lines.push(`  waitingForNav  ${report.waitingForNav} (an order priced in the month still waits for its NAV: run nav:publish, then again)`);
  if (report.investors === 0) lines.push('No investor held or traded a fund in this month: nothing was made.');
  else if (report.generated === 0 && report.alreadyKept === report.investors) lines.push('Every statement of this month was already kept: nothing changed.');
  return `${lines.join('\n')}\n`;
}

export function registerStatementCommands(program: Command, context: CliContext): void {
  program
    .command('statements:generate')
    .description('Make and keep the monthly e-statement (PDF) of every investor with activity or holdings in an ended month')
    .requiredOption('--month <month>', 'the month, YYYY-MM (a month that has ended)', parseStatementMonth)
    .action(async (options: { month: YearMonth }) => {
      const last = lastEndedMonth(context.now());
      if (options.month > last) throw new CliError(`${options.month} has not ended yet: the latest month with statements is ${last}.`);
      if (!existsSync(context.databasePath)) {
        throw new CliError(`No database at ${context.databasePath}. Run \`npm run cli -- seed\` first or set DATABASE_PATH.`);
      }
      const db = openDatabase(context.databasePath);
      try {
        migrateDatabase(db);
        const started = performance.now();
        const report = await generateMonthlyStatements(options.month, context.now(), db);
        context.out(describeGeneration(report, (performance.now() - started) / 1000));
      } finally {
        db.$client.close();
      }
    });
}
