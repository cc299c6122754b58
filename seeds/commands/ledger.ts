// `ledger:check`: recomputes every position from the unit ledger (DESIGN.md "The order
// lifecycle") and reports each difference, and lists the paid orders whose units can no longer come
// (decision 026); exits 1 when there is any.
import type { Command } from 'commander';
import { checkLedger, type LedgerDifference } from '~/models/ledger.server';
import { unsettledPaidOrders, type UnsettledPaidItem } from '~/models/settlement.server';
import { CliError, withDatabase, type CliContext } from './context';

export function describeDifference(d: LedgerDifference): string {
  const where = `portfolio ${d.portfolioId}, fund ${d.fundId}`;
  switch (d.kind) {
    case 'missing':
      return `${where}: position missing (ledger says ${d.expected.units} units ×10^-4)`;
    case 'extra':
      return `${where}: position without ledger entries (${d.actual.units} units ×10^-4)`;
    case 'entry':
      return `${where}: ledger entry ${d.entryId} ${d.field} is ${d.actual}, the rule gives ${d.expected}`;
    default:
      return `${where}: ${d.kind} is ${d.actual}, the ledger gives ${d.expected}`;
  }
}

export function describeUnsettled(item: UnsettledPaidItem): string {
  const order = `order ${item.transactionNumber} (id ${item.orderId})`;
  if (item.navDate === null) return `${order}: paid, but its item of fund ${item.fundCode} has no NAV date`;
  return `${order}: paid, NAV date ${item.navDate} passed without units for fund ${item.fundCode} (its newest NAV: ${item.newestNavDate ?? 'none'})`;
}

export function registerLedgerCommands(program: Command, context: CliContext): void {
  program
    .command('ledger:check')
    .description('Recompute every position from the unit ledger and list paid orders left unpriced (exit 1 on any)')
    .action(() => {
      const { differences, unsettled } = withDatabase(context, (db) => ({ differences: checkLedger(db), unsettled: unsettledPaidOrders(db, context.now()) }));
      const lines = [...differences.map(describeDifference), ...unsettled.map(describeUnsettled)];
      if (lines.length > 0) {
        context.out(`${lines.join('\n')}\n`);
        const problems = [
          differences.length > 0 ? `${differences.length} difference(s) between the ledger and the positions` : null,
          unsettled.length > 0 ? `${unsettled.length} paid order item(s) whose NAV date has passed without units` : null,
        ].filter(Boolean);
        throw new CliError(`${problems.join('; ')}.`);
      }
      context.out('Ledger check: every position matches the unit ledger, and every paid order can still be priced.\n');
    });
}
