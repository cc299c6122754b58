// The compositions of a buy summary (spec funds §3 "Buy summary: compositions: mutualFundId,
// mutualFundName, type, amount, fee, feePercentage, totalAmount, referralCashbackAmount, currency";
// issue 5 items 2, 3, 9; decision 020), pure. `referralCashbackAmount` is not here: its value is
// "not shown" in the spec, and the calculate endpoint adds it with the referral line (buy-rules.ts). The server computes them from the amount and the funds it reads itself: a fee,
// NAV or total the client sends is never used.
//
// The amount the investor enters is what they pay, fee included (DESIGN.md "The order lifecycle":
// units = (amount − fee) / NAV). Per fund: `totalAmount` is its share of the payment, `fee` its
// subscription fee (rounded down: never more than the stated percentage), and `amount` what is
// invested, totalAmount − fee. A robo purchase splits the payment by the model's targets so that the
// shares add up to the amount exactly (money.allocate).
import type { Currency, FundType } from './enums';
import { allocate, bpToPercent, money, percentOf, subtract, sum, type Money } from './money';

export interface SummaryFund {
  id: number;
  name: string;
  type: FundType;
  currency: Currency;
  /** Subscription fee, basis points. */
  subscriptionFeeBp: number;
}

export interface BuyComposition {
  mutualFundId: number;
  mutualFundName: string;
  type: FundType;
  /** Invested: totalAmount − fee, minor units. */
  amount: number;
  fee: number;
  /** The fee as a percentage (100 bp → 1). */
  feePercentage: number;
  /** This fund's share of the payment, minor units. */
  totalAmount: number;
  currency: Currency;
}

/**
 * The compositions of paying `payment` into these funds: one fund with weight 10 000, or a robo
 * model's funds with their target basis points. All funds must be in the payment's currency.
 */
export function buyCompositions(payment: Money, funds: readonly { fund: SummaryFund; weightBp: number }[]): BuyComposition[] {
  if (funds.length === 0) throw new RangeError('a purchase needs at least one fund');
  for (const { fund } of funds) {
    if (fund.currency !== payment.currency) throw new RangeError(`fund ${fund.id} is in ${fund.currency}, the payment in ${payment.currency}`);
  }
  const shares = allocate(payment, funds.map((item) => item.weightBp));
  return funds.map(({ fund }, index) => {
    const share = shares[index]!;
    const fee = percentOf(share, fund.subscriptionFeeBp, 'down');
    return {
      mutualFundId: fund.id,
      mutualFundName: fund.name,
      type: fund.type,
      amount: subtract(share, fee).minor,
      fee: fee.minor,
      feePercentage: bpToPercent(fund.subscriptionFeeBp),
      totalAmount: share.minor,
      currency: fund.currency,
    };
  });
}

/** The payment of a summary: the sum of its shares (equal to the amount entered). */
export function summaryTotal(compositions: readonly BuyComposition[], currency: Currency): Money {
  return sum(
    compositions.map((item) => money(item.totalAmount, item.currency)),
    currency,
  );
}
