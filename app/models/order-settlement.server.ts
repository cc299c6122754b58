// Everything a NAV publication or import settles, in the caller's transaction (DESIGN.md "The order lifecycle";
// issue 15): paid buys get their units, sells and switch legs are priced. Switches run after sells and buys so
// that a switch-in leg whose NAV came with the same publication is priced in the same run.
import type { IsoDate } from '~/domain/dates';
import type { Tx } from './ledger.server';
import { settleSellOrders, type SellSettlementReport } from './sell-settlement.server';
import { settlePaidOrders, type SettlementReport } from './settlement.server';
import { settleSwitchOrders, type SwitchSettlementReport } from './switch-settlement.server';

export interface NavSettlementReport {
  /** Paid buy orders (issue 5 item 7). */
  buys: SettlementReport;
  sells: SellSettlementReport;
  switches: SwitchSettlementReport;
}

export function settleOrdersAtNav(tx: Tx, options: { upTo?: IsoDate; now: Date }): NavSettlementReport {
  return {
    buys: settlePaidOrders(tx, options),
    sells: settleSellOrders(tx, options),
    switches: settleSwitchOrders(tx, options),
  };
}
