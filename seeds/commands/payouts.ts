// `payouts:pay [--date D]` (issue 15 item 1): the demo's custodian. Marks paid every payout (a sale's proceeds, a
// cash dividend) due on or before the date (default: today in Jakarta), with an audit row and a notification each.
import type { Command } from 'commander';
import type { IsoDate } from '~/domain/dates';
import { formatMoney } from '~/lib/format';
import { payDuePayouts, type PayoutReport } from '~/models/payouts.server';
import { withDatabase, type CliContext } from './context';
import { parseDateArgument } from './nav';

export function describePayouts(report: PayoutReport): string {
  if (report.paid.length === 0) return `No payout is due on or before ${report.date}.\n`;
  const lines = [`Paid ${report.paid.length} payout(s) due on or before ${report.date}:`];
  for (const payout of report.paid) {
    lines.push(`  #${payout.id}  ${payout.kind.padEnd(13)}  ${formatMoney(payout.amount, payout.currency)}  due ${payout.dueDate}`);
  }
  return `${lines.join('\n')}\n`;
}

export function registerPayoutCommands(program: Command, context: CliContext): void {
  program
    .command('payouts:pay')
    .description("Pay out the sales' proceeds and cash dividends due on or before a date (the demo's custodian)")
    .option('--date <date>', 'pay what is due on or before this date, YYYY-MM-DD (default: today in Jakarta)', parseDateArgument)
    .action((options: { date?: IsoDate }) => {
      const report = withDatabase(context, (db) => payDuePayouts(db, { date: options.date, now: context.now(), actor: { kind: 'cli' } }));
      context.out(describePayouts(report));
    });
}
