// `nav:import FILE.csv` and `nav:publish [--date D]` (issue 3 item 8,
// docs/decisions/008-nav-import-and-publish.md): load NAV from an investment manager's file, and
// run the demo's daily NAV cycle. Both refresh the statistics of the funds they touch.
import { InvalidArgumentError, type Command } from 'commander';
import type { IsoDate } from '~/domain/dates';
import { importNav, parseNavDate, type NavImportReport } from '~/models/nav-import.server';
import type { AutoRedemptionRunReport } from '~/models/auto-redemptions.server';
import { NavPublishError, publishNav, type NavPublishReport } from '~/models/nav-publish.server';
import type { SellSettlementReport } from '~/models/sell-settlement.server';
import type { SettlementReport } from '~/models/settlement.server';
import type { SwitchSettlementReport } from '~/models/switch-settlement.server';
import { CliError, readCsvFile, withDatabase, type CliContext } from './context';

/** --date: YYYY-MM-DD (or DD/MM/YYYY), a real calendar date. */
export function parseDateArgument(value: string): IsoDate {
  const date = parseNavDate(value);
  if (!date) throw new InvalidArgumentError('Expected a date as YYYY-MM-DD.');
  return date;
}

/** NAV × 10^4 as a plain decimal with 4 digits. */
export function scaled(value: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  return `${sign}${Math.floor(abs / 10_000)}.${String(abs % 10_000).padStart(4, '0')}`;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekday = (date: IsoDate) => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;

export function describeImport(file: string, report: NavImportReport): string {
  const lines: string[] = [];
  if (!report.committed) {
    lines.push(`Read ${file}: ${report.rows} data row(s), ${report.rejected.length} rejected:`);
    for (const r of report.rejected) lines.push(`  line ${r.line}: ${r.reason}`);
    return `${lines.join('\n')}\n`;
  }
  const span = report.firstDate === report.lastDate ? `on ${report.firstDate}` : `from ${report.firstDate} to ${report.lastDate}`;
  lines.push(
    `Imported ${file}: ${report.rows} row(s) for ${report.fundCodes.length} fund(s) (${report.fundCodes.join(', ')}) ${span}.`,
    `  added      ${report.added}`,
    `  updated    ${report.updated}`,
    `  unchanged  ${report.unchanged}`,
    `  rejected   0`,
  );
  if (report.derivedAdjusted > 0) {
    lines.push(`Adjusted NAV derived for ${report.derivedAdjusted} row(s) (same daily return as the NAV).`);
  }
  if (report.aumAdded + report.aumUpdated > 0) {
    lines.push(`AUM: ${report.aumAdded} added, ${report.aumUpdated} updated (current AUM follows the newest).`);
  }
  lines.push(
    report.statistics
      ? `Statistics refreshed for ${report.statistics.funds} fund(s).`
      : 'No NAV changed: statistics left as they were.',
  );
  lines.push(...describeSettlement(report.settlement, report.sells, report.switches));
  lines.push(...describeAutoRedemptions(report));
  return `${lines.join('\n')}\n`;
}

/** The settlement line of a publish or an import (issue 5 item 7), when it priced anything. */
export function describeSettlement(
  settlement: SettlementReport | null,
  sells: SellSettlementReport | null = null,
  switches: SwitchSettlementReport | null = null,
): string[] {
  const lines: string[] = [];
  if (settlement && settlement.items > 0) lines.push(`Settlement: ${settlement.items} order item(s) priced, ${settlement.orders} order(s) completed.`);
  // Issue 15: sells and switch legs priced at the same NAV.
  if (sells && sells.items > 0) lines.push(`Sells: ${sells.items} sell item(s) priced, ${sells.orders} order(s) completed.`);
  if (switches && switches.legs > 0) lines.push(`Switches: ${switches.legs} switch leg(s) priced, ${switches.orders} order(s) completed.`);
  return lines;
}

/** Issue 18 item 4: the auto-redemption rules triggered on the NAV (decision 088), when any was. */
function describeAutoRedemptions({ autoRedemptions: run }: { autoRedemptions: AutoRedemptionRunReport | null }): string[] {
  if (!run || run.ordersPlaced + run.skipped + run.alreadyDone === 0) return [];
  return [`Auto-redemption: ${run.ordersPlaced} sell order(s) placed, ${run.skipped} trigger(s) skipped, ${run.alreadyDone} already done.`];
}

export function describePublish(report: NavPublishReport): string {
  const { date, published, alreadyPublished } = report;
  if (published.length === 0) {
    const settled = [...describeSettlement(report.settlement, report.sells, report.switches), ...describeAutoRedemptions(report)].map((line) => `\n${line}`).join('');
    return `NAV of ${date} is already published for every active fund (${alreadyPublished.length}): no NAV changed.${settled}\n`;
  }
  const width = Math.max(...published.map((p) => p.code.length));
  const lines = [`Published the NAV of ${date} (${weekday(date)}) for ${published.length} fund(s):`];
  for (const p of published) {
    const change =
      p.previousNav === null
        ? 'launch NAV'
        : `from ${scaled(p.previousNav)} (${p.previousDate})  ${formatChange(p.nav + (p.dividend?.distributedIncomePerUnit ?? 0), p.previousNav)}`;
    lines.push(`  ${p.code.padEnd(width)}  ${scaled(p.nav).padStart(12)}  ${change}`);
  }
  for (const p of published.filter((x) => x.dividend)) {
    lines.push(
      `Dividend: ${p.code} distributed ${scaled(p.dividend!.distributedIncomePerUnit)} per unit (cumulative date ${date}, payment ${p.dividend!.paymentDate}).`,
    );
    // Issue 15 item 6: a cash dividend pays each position holding units, through a payout due on the payment date.
    const cash = p.dividend!.cash;
    if (cash) lines.push(`  Cash: ${cash.positions} position(s) paid, ${cash.amount} in minor units, payouts due ${p.dividend!.paymentDate}.`);
  }
  if (alreadyPublished.length > 0) {
    lines.push(`Already published on ${date}, left as they were: ${alreadyPublished.join(', ')}.`);
  }
  if (report.statistics) lines.push(`Statistics refreshed for ${report.statistics.funds} fund(s).`);
  lines.push(...describeSettlement(report.settlement, report.sells, report.switches));
  lines.push(...describeAutoRedemptions(report));
  return `${lines.join('\n')}\n`;
}

function formatChange(nav: number, previous: number): string {
  const percent = ((nav - previous) / previous) * 100;
  return `${percent >= 0 ? '+' : ''}${percent.toFixed(2)}%`;
}

export function registerNavCommands(program: Command, context: CliContext): void {
  program
    .command('nav:import')
    .description('Import NAV from a CSV file: fund code, date, NAV[, adjusted NAV[, AUM]] (all or nothing)')
    .argument('<file>', 'CSV file with a header row; decimals 1.234,5678 or 1234.5678; dates YYYY-MM-DD or DD/MM/YYYY')
    .action((file: string) => {
      const rows = readCsvFile(file);
      const report = withDatabase(context, (db) => importNav(db, { rows, now: context.now(), source: file }));
      context.out(describeImport(file, report));
      if (!report.committed) {
        throw new CliError(
          `Nothing was imported: a file with any rejected row changes nothing (${report.rejected.length} rejected). Fix the rows and run the import again.`,
        );
      }
    });

  program
    .command('nav:publish')
    .description("Publish the next exchange day's simulated NAV for every active fund (the demo's daily cycle)")
    .option('--date <date>', 'exchange day to publish, YYYY-MM-DD (default: the exchange day after the newest NAV)', parseDateArgument)
    .action((options: { date?: IsoDate }) => {
      const report = withDatabase(context, (db) => {
        try {
          return publishNav(db, { date: options.date, now: context.now() });
        } catch (error) {
          if (error instanceof NavPublishError) throw new CliError(error.message);
          throw error;
        }
      });
      context.out(describePublish(report));
    });
}
