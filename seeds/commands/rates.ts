// `rates:import FILE.csv` (issue 16 item 6; decision 069): the dollar's buy rate per day from a CSV file (date,
// buy rate in rupiah per dollar), all or nothing like `nav:import`: any rejected row means nothing is written.
import type { Command } from 'commander';
import { importUsdRates, type UsdRateImportReport } from '~/models/usd-rates.server';
import { CliError, readCsvFile, withDatabase, type CliContext } from './context';

export function describeRatesImport(file: string, report: UsdRateImportReport): string {
  if (!report.committed) {
    const lines = [`Read ${file}: ${report.rows} data row(s), ${report.rejected.length} rejected:`];
    for (const r of report.rejected) lines.push(`  line ${r.line}: ${r.reason}`);
    return `${lines.join('\n')}\n`;
  }
  const span = report.firstDate === report.lastDate ? `on ${report.firstDate}` : `from ${report.firstDate} to ${report.lastDate}`;
  return [
    `Imported ${file}: ${report.rows} dollar rate(s) ${span}.`,
    `  added      ${report.added}`,
    `  updated    ${report.updated}`,
    `  unchanged  ${report.unchanged}`,
    `  rejected   0`,
    '',
  ].join('\n');
}

export function registerRatesCommands(program: Command, context: CliContext): void {
  program
    .command('rates:import')
    .description("Import the dollar's buy rate from a CSV file: date, buy rate in rupiah per dollar (all or nothing)")
    .argument('<file>', 'CSV file with a header row; rates 16245, 16245.50 or 16.245,50; dates YYYY-MM-DD or DD/MM/YYYY')
    .action((file: string) => {
      const report = withDatabase(context, (db) => importUsdRates(db, { rows: readCsvFile(file), now: context.now(), source: file }));
      context.out(describeRatesImport(file, report));
      if (!report.committed) {
        throw new CliError(
          `Nothing was imported: a file with any rejected row changes nothing (${report.rejected.length} rejected). Fix the rows and run the import again.`,
        );
      }
    });
}
