// NAV publication, the demo's daily cycle (`npm run cli -- nav:publish [--date D]`; issue 3 item 8,
// docs/decisions/008-nav-import-and-publish.md). For every active fund it appends the NAV of one
// exchange day, continuing the fund's walk from its previous NAV (seeds/nav-daily.ts); the
// adjusted NAV moves with the same return, and on a dividend's cumulative date the unadjusted NAV
// drops by the distributed income. The paid buy orders of that NAV date are settled in the same
// transaction (settlement.server.ts).
//
// Cash dividends (issue 15 item 6; decision 062): on a dividend's cumulative date, a fund whose dividend policy is
// CASH (or OPTIONAL, which the demo treats as cash, as seeds/demo-users.ts does) pays every position holding units
// then: a DIVIDEND_CASH ledger entry (no units; the cash, units × income per unit rounded down to the currency's
// minor unit, is realized profit) and a payout to the investor's verified bank account due on the dividend's payment
// date, with a notification. A REINVESTMENT fund's dividend stays as it was (its NAV drops; no units are added here).
//
// Idempotent: publishing a date a fund already has leaves that fund's NAV as it is (an imported,
// real NAV wins), so running the same date twice publishes nothing the second time. Dates before
// the newest NAV in the database are refused: they would rewrite history under later NAVs.
import { and, asc, desc, eq, gt, isNull, lte, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, fundAums, fundDividends, fundNavs, funds, positions } from '../../db/schema';
import { DIVIDEND_PAYMENT_LAG } from '../../seeds/nav-generator';
import { DEFAULT_DIVIDEND_YIELD, navStepLogReturn } from '../../seeds/nav-daily';
import { lastExchangeDayOfMonth, monthOf, nextMonth, weekNumber } from '../../seeds/calendar';
import {
  addExchangeDays,
  daysBetween,
  exchangeDaysBetween,
  isExchangeDay,
  isIsoDate,
  isWeekend,
  nextExchangeDay,
  type IsoDate,
} from '../domain/dates';
import { FUND_STATUSES } from '../domain/enums';
import { divideRounded, valueOfUnits } from '../domain/money';
import { portfolioPath } from '../domain/portfolio-paths';
import { appendLedgerEntry, type Tx } from './ledger.server';
import { notify } from './notifications.server';
import { createPayout, dividendPayoutKey } from './payouts.server';
import { refreshFundStatistics, type RefreshStatisticsReport } from './fund-statistics.server';
import { settleOrdersAtNav } from './order-settlement.server';
import type { SellSettlementReport } from './sell-settlement.server';
import type { SettlementReport } from './settlement.server';
import type { SwitchSettlementReport } from './switch-settlement.server';
import { loadHolidays } from './exchange-holidays.server';
import { runAutoRedemptions, type AutoRedemptionRunReport } from './auto-redemptions.server';

export type NavPublishErrorCode = 'INVALID_DATE' | 'NOT_EXCHANGE_DAY' | 'BEFORE_NEWEST_NAV' | 'NO_NAV';

export class NavPublishError extends Error {
  constructor(
    readonly code: NavPublishErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'NavPublishError';
  }
}

export interface PublishedNav {
  fundId: number;
  code: string;
  /** The fund's NAV before this one (null for a fund's first NAV at launch). */
  previousDate: IsoDate | null;
  previousNav: number | null;
  nav: number;
  adjustedNav: number;
  /**
   * The dividend whose cumulative date this is, with the income per unit (× 10^4) it distributed; a cash one
   * (policy CASH or OPTIONAL) with the positions it paid and their cash in minor units of the fund's currency.
   */
  dividend: { distributedIncomePerUnit: number; paymentDate: IsoDate; cash: { positions: number; amount: number } | null } | null;
  /** AUM written with this NAV (last exchange day of a week), minor units. */
  aum: number | null;
}

export interface NavPublishReport {
  date: IsoDate;
  published: PublishedNav[];
  /** Codes of active funds that already had a NAV on the date (left as they were). */
  alreadyPublished: string[];
  /** Paid buy orders priced at the published NAV (issue 5 item 7). */
  settlement: SettlementReport;
  /** SELL orders priced at the published NAV (issue 15 item 1). */
  sells: SellSettlementReport;
  /** SWITCH legs priced at the published NAV (issue 15 item 2). */
  switches: SwitchSettlementReport;
  /** Cash dividends paid on this date (issue 15 item 6): positions paid (one payout each), per currency their cash. */
  cashDividends: { positions: number; amounts: { IDR: number; USD: number } };
  /** Auto-redemption rules triggered on this NAV (issue 18 item 4; decision 088): sell orders placed, skipped. */
  autoRedemptions: AutoRedemptionRunReport;
  statistics: RefreshStatisticsReport | null;
}

/** NAV × 10^4 of a new fund on its launch day (the demo generator's start). */
const LAUNCH_NAV = { IDR: 10_000_000, USD: 10_000 } as const;

/** The newest NAV date in the database, or null when it holds none. */
export function newestNavDate(db: Db): IsoDate | null {
  return db.select({ date: max(fundNavs.navDate) }).from(fundNavs).get()?.date ?? null;
}

/** The date `nav:publish` publishes without --date: the exchange day after the newest NAV. */
export function defaultPublishDate(db: Db): IsoDate {
  const newest = newestNavDate(db);
  if (!newest) throw new NavPublishError('NO_NAV', 'The database holds no NAV yet: seed it or import a NAV file first.');
  return nextExchangeDay(newest, loadHolidays(db));
}


/** Months between distributions, from the spacing of a fund's last two dividends (1, 3 or 12). */
function distributionMonths(dates: readonly IsoDate[]): 1 | 3 | 12 {
  if (dates.length < 2) return 12;
  const days = daysBetween(dates.at(-2)!, dates.at(-1)!);
  return days < 60 ? 1 : days < 200 ? 3 : 12;
}

/**
 * Publishes the NAV of `date` (default: the exchange day after the newest NAV) for every active
 * fund that does not have one yet, refreshes their statistics and returns what was published.
 */
export function publishNav(db: Db, options: { date?: IsoDate; now: Date }): NavPublishReport {
  const { now } = options;
  const result = db.transaction(
    (tx) => {
      const holidays = loadHolidays(tx);
      const newest = tx.select({ date: max(fundNavs.navDate) }).from(fundNavs).get()?.date ?? null;
      if (!newest) throw new NavPublishError('NO_NAV', 'The database holds no NAV yet: seed it or import a NAV file first.');
      const date = options.date ?? nextExchangeDay(newest, holidays);
      if (!isIsoDate(date)) throw new NavPublishError('INVALID_DATE', `"${date}" is not a date (expected YYYY-MM-DD).`);
      if (!isExchangeDay(date, holidays)) {
        const why = isWeekend(date) ? 'a weekend' : 'an exchange holiday';
        throw new NavPublishError(
          'NOT_EXCHANGE_DAY',
          `${date} is not an exchange day (${why}); the next exchange day is ${nextExchangeDay(date, holidays)}.`,
        );
      }
      if (date < newest) {
        throw new NavPublishError(
          'BEFORE_NEWEST_NAV',
          `${date} is before the newest NAV (${newest}): publish ${nextExchangeDay(newest, holidays)} or later.`,
        );
      }

      const activeFunds = tx
        .select({
          id: funds.id,
          code: funds.code,
          name: funds.name,
          type: funds.type,
          currency: funds.currency,
          isIndexFund: funds.isIndexFund,
          launchDate: funds.launchDate,
          status: funds.status,
          dividendPolicy: funds.dividendPolicy,
        })
        .from(funds)
        .where(lte(funds.launchDate, date))
        .orderBy(asc(funds.id))
        .all()
        .filter((f) => (FUND_STATUSES as readonly string[]).includes(f.status));

      const published: PublishedNav[] = [];
      const alreadyPublished: string[] = [];
      const isWeekEnd = weekNumber(nextExchangeDay(date, holidays)) !== weekNumber(date);
      for (const fund of activeFunds) {
        const previous = tx
          .select({ date: fundNavs.navDate, nav: fundNavs.nav, adjustedNav: fundNavs.adjustedNav })
          .from(fundNavs)
          .where(and(eq(fundNavs.fundId, fund.id), lte(fundNavs.navDate, date)))
          .orderBy(desc(fundNavs.navDate))
          .limit(1)
          .get();
        if (previous?.date === date) {
          alreadyPublished.push(fund.code);
          continue;
        }

        let nav: number;
        let adjustedNav: number;
        if (!previous) {
          nav = adjustedNav = LAUNCH_NAV[fund.currency];
        } else {
          const logReturn = navStepLogReturn({
            code: fund.code,
            type: fund.type,
            isIndexFund: fund.isIndexFund,
            date,
            calendarDays: daysBetween(previous.date, date),
            exchangeDays: exchangeDaysBetween(nextExchangeDay(previous.date, holidays), date, holidays).length,
          });
          const growth = Math.exp(logReturn);
          nav = Math.max(1, Math.round(previous.nav * growth));
          adjustedNav = Math.max(1, Math.round(previous.adjustedNav * growth));
        }

        // A scheduled dividend whose cumulative date is this date (or fell in a gap since the
        // fund's previous NAV: it moves to this date) distributes now; several in one gap (a publication
        // that skipped a period) collapse into the latest, the earlier placeholders (no income, nothing
        // paid on them) removed, as fund_dividends is unique per fund and date.
        let dividend: PublishedNav['dividend'] = null;
        const dueRows = tx
          .select()
          .from(fundDividends)
          .where(
            and(
              eq(fundDividends.fundId, fund.id),
              isNull(fundDividends.distributedIncomePerUnit),
              gt(fundDividends.cumulativeDate, previous?.date ?? ''),
              lte(fundDividends.cumulativeDate, date),
            ),
          )
          .orderBy(asc(fundDividends.cumulativeDate))
          .all();
        const due = dueRows.at(-1);
        if (due && previous) {
          const history = tx
            .select({ date: fundDividends.cumulativeDate, income: fundDividends.distributedIncomePerUnit })
            .from(fundDividends)
            .where(eq(fundDividends.fundId, fund.id))
            .orderBy(asc(fundDividends.cumulativeDate))
            .all();
          const months = distributionMonths(history.map((h) => h.date));
          // (The frequency is read from the schedule as it was, before the placeholders go.)
          for (const stale of dueRows.slice(0, -1)) {
            tx.delete(fundDividends).where(and(eq(fundDividends.id, stale.id), isNull(fundDividends.distributedIncomePerUnit))).run();
          }
          const lastPaid = history.filter((h) => h.income !== null && h.date < date).at(-1);
          const lastPaidNav = lastPaid
            ? tx
                .select({ nav: fundNavs.nav })
                .from(fundNavs)
                .where(and(eq(fundNavs.fundId, fund.id), eq(fundNavs.navDate, lastPaid.date)))
                .get()?.nav
            : undefined;
          // The fund's yield per distribution, as it last paid it (income over the NAV before the drop).
          const yieldPerDistribution =
            lastPaid && lastPaidNav !== undefined
              ? lastPaid.income! / (lastPaidNav + lastPaid.income!)
              : (DEFAULT_DIVIDEND_YIELD[fund.type] * months) / 12;
          const income = Math.min(nav - 1, Math.max(1, Math.round(nav * yieldPerDistribution)));
          if (income >= 1) {
            nav -= income;
            const paymentDate = addExchangeDays(date, DIVIDEND_PAYMENT_LAG, holidays);
            tx.update(fundDividends)
              .set({ cumulativeDate: date, paymentDate, distributedIncomePerUnit: income })
              .where(eq(fundDividends.id, due.id))
              .run();
            dividend = { distributedIncomePerUnit: income, paymentDate, cash: null };
            // The NAV after the drop is the entry's price; the fund's NAV row is written just below.
            if (fund.dividendPolicy === 'CASH' || fund.dividendPolicy === 'OPTIONAL') {
              dividend.cash = payCashDividend(tx, {
                dividendId: due.id,
                fund,
                cumulativeDate: date,
                paymentDate,
                incomePerUnit: income,
                nav,
                now,
              });
            }
            // Keep the schedule ahead: one more cumulative date after the last scheduled one.
            const lastScheduled = history.at(-1)!.date;
            let month = monthOf(lastScheduled > date ? lastScheduled : date);
            for (let i = 0; i < months; i++) month = nextMonth(month);
            const nextDate = lastExchangeDayOfMonth(month, holidays);
            tx.insert(fundDividends)
              .values({
                fundId: fund.id,
                cumulativeDate: nextDate,
                paymentDate: addExchangeDays(nextDate, DIVIDEND_PAYMENT_LAG, holidays),
                distributedIncomePerUnit: null,
              })
              .onConflictDoNothing()
              .run();
          }
        }

        tx.insert(fundNavs).values({ fundId: fund.id, navDate: date, nav, adjustedNav }).run();

        // AUM is weekly (the last exchange day of each week, seeds/aum-generator.ts): the units
        // outstanding at the newest AUM, valued at the new NAV.
        let aum: number | null = null;
        if (isWeekEnd) {
          const latestAum = tx
            .select({ date: fundAums.aumDate, amount: fundAums.amount })
            .from(fundAums)
            .where(eq(fundAums.fundId, fund.id))
            .orderBy(desc(fundAums.aumDate))
            .limit(1)
            .get();
          const navAtAum = latestAum
            ? tx
                .select({ nav: fundNavs.nav })
                .from(fundNavs)
                .where(and(eq(fundNavs.fundId, fund.id), lte(fundNavs.navDate, latestAum.date)))
                .orderBy(desc(fundNavs.navDate))
                .limit(1)
                .get()?.nav
            : undefined;
          if (latestAum && navAtAum && latestAum.date < date) {
            // After a dividend the units stay, their value drops with the NAV.
            aum = Number(divideRounded(BigInt(latestAum.amount) * BigInt(nav), BigInt(navAtAum), 'halfUp'));
            tx.insert(fundAums).values({ fundId: fund.id, aumDate: date, amount: aum }).run();
            tx.update(funds).set({ currentAum: aum }).where(eq(funds.id, fund.id)).run();
          }
        }

        published.push({
          fundId: fund.id,
          code: fund.code,
          previousDate: previous?.date ?? null,
          previousNav: previous?.nav ?? null,
          nav,
          adjustedNav,
          dividend,
          aum,
        });
      }

      if (published.length > 0) {
        tx.insert(auditLog)
          .values({
            at: now,
            actorKind: 'cli',
            action: 'fund_nav.publish',
            entity: 'fund_nav',
            entityId: date,
            details: {
              date,
              funds: published.map((p) => p.code),
              dividends: published.filter((p) => p.dividend).map((p) => p.code),
              alreadyPublished,
            },
          })
          .run();
      }
      // Paid orders of this date (and earlier ones whose NAV arrived now) get their units with it.
      const { buys: settlement, sells, switches } = settleOrdersAtNav(tx, { upTo: date, now });
      // Then the auto-redemption rules triggered on this NAV (issue 18 item 4; decision 088): their sell orders are
      // placed in this transaction, once per rule and trigger (a second run of the date finds the triggers' rows).
      const autoRedemptions = runAutoRedemptions(date, now, tx);
      const cashDividends = { positions: 0, amounts: { IDR: 0, USD: 0 } };
      for (const p of published) {
        const cash = p.dividend?.cash;
        if (!cash) continue;
        cashDividends.positions += cash.positions;
        cashDividends.amounts[activeFunds.find((f) => f.id === p.fundId)!.currency] += cash.amount;
      }
      return { date, published, alreadyPublished, settlement, sells, switches, cashDividends, autoRedemptions };
    },
    { behavior: 'immediate' },
  );
  const statistics =
    result.published.length > 0 ? refreshFundStatistics(db, { now, fundIds: result.published.map((p) => p.fundId) }) : null;
  return { ...result, statistics };
}

/** The ledger key of a cash dividend on one position: one entry per dividend and portfolio, whoever publishes. */
export const cashDividendEntryKey = (dividendId: number, portfolioId: number) => `dividend-cash-${dividendId}-${portfolioId}`;

/**
 * Pays a cash dividend to every position of the fund holding units on its cumulative date (before this date's
 * orders settle: units bought at the ex-dividend NAV get nothing, units being sold still do). Each position gets
 * a DIVIDEND_CASH entry (realized profit = the cash), a payout due on the payment date and a notification; a
 * position whose cash rounds to 0 gets nothing. Idempotent by the entry's and the payout's keys.
 */
function payCashDividend(
  tx: Tx,
  input: {
    dividendId: number;
    fund: { id: number; name: string; currency: 'IDR' | 'USD' };
    cumulativeDate: IsoDate;
    paymentDate: IsoDate;
    incomePerUnit: number;
    nav: number;
    now: Date;
  },
): { positions: number; amount: number } {
  const { fund } = input;
  const holders = tx
    .select({ userId: positions.userId, portfolioId: positions.portfolioId, units: positions.units })
    .from(positions)
    .where(and(eq(positions.fundId, fund.id), gt(positions.units, 0)))
    .orderBy(asc(positions.portfolioId))
    .all();
  let paid = 0;
  let amount = 0;
  for (const holder of holders) {
    // Units × income per unit (both × 10^4), rounded down to the currency's minor unit: never more than declared.
    const cash = valueOfUnits(holder.units, input.incomePerUnit, fund.currency, 'down');
    if (cash.minor <= 0) continue;
    const { created } = appendLedgerEntry(tx, {
      userId: holder.userId,
      portfolioId: holder.portfolioId,
      fundId: fund.id,
      entryType: 'DIVIDEND_CASH',
      units: 0,
      nav: input.nav,
      navDate: input.cumulativeDate,
      currency: fund.currency,
      amount: cash.minor,
      idempotencyKey: cashDividendEntryKey(input.dividendId, holder.portfolioId),
      at: input.now,
    });
    createPayout(tx, {
      userId: holder.userId,
      portfolioId: holder.portfolioId,
      fundId: fund.id,
      kind: 'DIVIDEND_CASH',
      dividendId: input.dividendId,
      currency: fund.currency,
      amount: cash.minor,
      navDate: input.cumulativeDate,
      dueDate: input.paymentDate,
      idempotencyKey: dividendPayoutKey(input.dividendId, holder.portfolioId),
      at: input.now,
    });
    if (!created) continue;
    notify(
      tx,
      {
        userId: holder.userId,
        kind: 'DIVIDEND_PAID',
        params: { variant: 'ANNOUNCED', fundName: fund.name, amount: cash.minor, currency: fund.currency, paymentDate: input.paymentDate },
        link: portfolioPath(holder.portfolioId),
      },
      input.now,
    );
    paid += 1;
    amount += cash.minor;
  }
  return { positions: paid, amount };
}
