// `ledger:check`: recomputes every position from the unit ledger (DESIGN.md "The order
// lifecycle") and reports each difference, and lists the paid orders whose units can no longer come
// (decision 026); since issue 15 also the held units against the pending sells and switch-outs, the payouts of
// priced sales, and the sales whose NAV date passed without a price; exits 1 when there is any.
import type { Command } from 'commander';
import { checkLedger, type LedgerDifference } from '~/models/ledger.server';
import {
  checkHeldUnits,
  checkSellPayouts,
  unsettledSellItems,
  type HeldUnitsDifference,
  type SellPayoutDifference,
  type UnsettledSellItem,
} from '~/models/sell-ledger-check.server';
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

export function describeHeldUnits(d: HeldUnitsDifference): string {
  const where = `portfolio ${d.portfolioId}, fund ${d.fundId}`;
  if (d.actual === null) return `${where}: pending orders hold ${d.expected} units ×10^-4, but there is no position`;
  return `${where}: held units are ${d.actual}, the pending sells and switch-outs hold ${d.expected} (×10^-4)`;
}

export function describeSellPayout(d: SellPayoutDifference): string {
  const item = `sell item ${d.orderItemId}`;
  switch (d.kind) {
    case 'payoutCount':
      return `${item}: ${d.actual} redemption payout(s), there must be exactly 1`;
    case 'payoutAmount':
      return `${item}: its payout is ${d.actual}, its proceeds ${d.proceeds}`;
    case 'ledgerEntry':
      return `${item}: its REDEMPTION ledger entry is ${d.actual ?? 'missing'}, its proceeds ${d.proceeds}`;
    case 'unpricedPayout':
      return `${item}: a redemption payout of ${d.actual} for an item that is not a priced sale`;
  }
}

export function describeUnsettledSell(item: UnsettledSellItem): string {
  const order =
    item.type === 'SELL'
      ? `sell order ${item.transactionNumber} (id ${item.orderId})`
      : `switch order ${item.transactionNumber} (id ${item.orderId}), its ${item.leg === 'SWITCH_IN' ? 'switch-in' : 'switch-out'} leg`;
  if (item.navDate === null) return `${order}: its item of fund ${item.fundCode} has no NAV date`;
  return `${order}: NAV date ${item.navDate} passed without a price for fund ${item.fundCode} (its newest NAV: ${item.newestNavDate ?? 'none'})`;
}

export function registerLedgerCommands(program: Command, context: CliContext): void {
  program
    .command('ledger:check')
    .description('Recompute every position from the unit ledger and list paid orders left unpriced (exit 1 on any)')
    .action(() => {
      const found = withDatabase(context, (db) => ({
        differences: checkLedger(db),
        unsettled: unsettledPaidOrders(db, context.now()),
        held: checkHeldUnits(db),
        payouts: checkSellPayouts(db),
        unsettledSells: unsettledSellItems(db, context.now()),
      }));
      const { differences, unsettled, held, payouts, unsettledSells } = found;
      const lines = [
        ...differences.map(describeDifference),
        ...unsettled.map(describeUnsettled),
        ...held.map(describeHeldUnits),
        ...payouts.map(describeSellPayout),
        ...unsettledSells.map(describeUnsettledSell),
      ];
      if (lines.length > 0) {
        context.out(`${lines.join('\n')}\n`);
        const problems = [
          differences.length > 0 ? `${differences.length} difference(s) between the ledger and the positions` : null,
          unsettled.length > 0 ? `${unsettled.length} paid order item(s) whose NAV date has passed without units` : null,
          held.length > 0 ? `${held.length} position(s) whose held units differ from the pending orders` : null,
          payouts.length > 0 ? `${payouts.length} difference(s) between priced sales and their payouts` : null,
          unsettledSells.length > 0 ? `${unsettledSells.length} sell item(s) or switch leg(s) whose NAV date has passed without a price` : null,
        ].filter(Boolean);
        throw new CliError(`${problems.join('; ')}.`);
      }
      context.out('Ledger check: every position matches the unit ledger, and every paid order can still be priced.\n');
    });
}
