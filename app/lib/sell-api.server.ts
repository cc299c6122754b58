// What the sell page and the redeem API share (issue 15 items 1, 7; spec funds §7 redeem): the ONE mapping of a
// sell refusal to an HTTP status and a localized message, and the summary's wire shape (decimals in their unit,
// app/domain/api-json.ts; decision 028).
//   404 PORTFOLIO_NOT_FOUND, FUND_NOT_FOUND (another user's portfolio answers like a missing one)
//   422 every other code; BELOW_MINIMUM_REDEMPTION and REMAINING_BELOW_MINIMUM add `minimum`, INSUFFICIENT_UNITS
//       `freeUnits` and `freeValue`, SELL_ALL_ONLY `bound`, BANK_ACCOUNT `currency` (all decimals in their unit).
import type { RouterContextProvider } from 'react-router';
import { moneyJson, navJson, percentFromBp, unitsJson } from '~/domain/api-json';
import type { Currency, Language } from '~/domain/enums';
import { message, translateMessage } from '~/forms/messages';
import { getI18n, getLocale } from '~/middleware/i18next';
import type { SellOrderRefusal, SellPlan } from '~/models/sell-orders.server';
import { NO_STORE } from './api.server';
import { formatMoney } from './format';

export interface SellRefusalAnswer {
  status: 404 | 422;
  /** A translation key with its values (forms/messages.ts). */
  message: string;
  code: SellOrderRefusal['code'];
  details: Record<string, unknown>;
}

export function sellRefusalAnswer(refusal: SellOrderRefusal, currency: Currency | null, locale: Language): SellRefusalAnswer {
  const key = `transact:sell.refusal.${refusal.code}`;
  const money = (minor: number) => formatMoney(minor, currency ?? 'IDR', locale);
  switch (refusal.code) {
    case 'PORTFOLIO_NOT_FOUND':
    case 'FUND_NOT_FOUND':
      return { status: 404, message: key, code: refusal.code, details: {} };
    case 'BANK_ACCOUNT':
      return { status: 422, message: `${key}_${refusal.currency}`, code: refusal.code, details: { currency: refusal.currency } };
    case 'BELOW_MINIMUM_REDEMPTION':
    case 'REMAINING_BELOW_MINIMUM':
      return {
        status: 422,
        message: message(key, { minimum: money(refusal.minimum) }),
        code: refusal.code,
        details: { minimum: moneyJson(refusal.minimum, currency ?? 'IDR'), currency },
      };
    case 'INSUFFICIENT_UNITS':
      return {
        status: 422,
        message: message(key, { freeValue: money(refusal.freeValue) }),
        code: refusal.code,
        details: { freeUnits: unitsJson(refusal.freeUnits), freeValue: moneyJson(refusal.freeValue, currency ?? 'IDR'), currency },
      };
    case 'SELL_ALL_ONLY':
      return { status: 422, message: message(key, { bound: formatMoney(refusal.bound, 'USD', locale) }), code: refusal.code, details: { bound: moneyJson(refusal.bound, 'USD') } };
    case 'NO_NAV':
    case 'NOTHING_TO_SELL':
    case 'INVALID_AMOUNT':
      return { status: 422, message: key, code: refusal.code, details: {} };
    default: {
      const unknown: never = refusal;
      throw new Error(`unmapped sell refusal ${JSON.stringify(unknown)}`);
    }
  }
}

/** The response to a refusal, in the request's language. */
export function sellRefusalResponse(context: Readonly<RouterContextProvider>, refusal: SellOrderRefusal, currency: Currency | null): Response {
  const answer = sellRefusalAnswer(refusal, currency, getLocale(context));
  const t = getI18n(context).getFixedT(null, 'common');
  return Response.json({ message: translateMessage(t, answer.message), code: answer.code, ...answer.details }, { status: answer.status, headers: NO_STORE });
}

/** The sell summary as redeem/calculate answers it (spec funds §7): money, NAV and units as decimals in their unit. */
export function sellSummaryJson(plan: SellPlan) {
  const { holding, quote } = plan;
  const currency = holding.fund.currency;
  return {
    portfolioId: holding.portfolio.id,
    mutualFundId: holding.fund.id,
    mutualFundName: holding.fund.name,
    currency,
    all: quote.all,
    units: unitsJson(quote.units),
    nav: navJson(quote.nav),
    latestNavDate: holding.navDate,
    estimatedAmount: moneyJson(quote.estimatedGross, currency),
    fee: moneyJson(quote.fee, currency),
    feePercentage: percentFromBp(quote.feeBp),
    estimatedProceeds: moneyJson(quote.estimatedProceeds, currency),
    navDate: plan.navDate,
    payoutDueDate: plan.payoutDueDate,
    unitsHeld: unitsJson(holding.units),
    unitsAvailable: unitsJson(holding.freeUnits),
    minimumRedemptionAmount: holding.minimumRedemptionAmount === null ? null : moneyJson(holding.minimumRedemptionAmount, currency),
    minimumRemainingAmount: moneyJson(holding.minimumRemainingAmount, currency),
    bankAccount: { bankName: plan.bankAccount.bankName, accountNumberLast4: plan.bankAccount.last4 },
  };
}
