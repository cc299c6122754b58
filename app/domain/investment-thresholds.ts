// Amounts the product promises in its pages, in rupiah (IDR minor units are rupiah).

/** spec landing §1, §9 "minimum invest shown Rp 10.000": the smallest purchase the landing advertises. */
export const MINIMUM_INVESTMENT_IDR = 10_000;

/**
 * Celengan Prioritas (/reksadana/prioritas): who qualifies, by total investment across portfolios at
 * the latest NAV (the landing's priority banner leads there).
 */
export const PRIORITY_THRESHOLD_IDR = 500_000_000;

/**
 * spec funds §5 "Robo portfolios need at least a fixed robo minimum (value not shown)": Rp 100.000
 * (decision 020), raised per model where a fund's share would fall below its own minimum
 * (policies/buy-rules.ts roboMinimum). The smallest target share, 10 %, is then Rp 10.000, the
 * smallest purchase the landing advertises.
 */
export const ROBO_MINIMUM_IDR = 100_000;

/** spec funds §5 "the minimum referral transaction value of 1,000,000": the referral cashback line's threshold. */
export const MINIMUM_REFERRAL_TRANSACTION = 1_000_000;

/**
 * spec funds §5 "the cashback balance is below the minimum" (value not shown): a referral cashback
 * balance under Rp 10.000 cannot be spent on a purchase (decision 021).
 */
export const MINIMUM_CASHBACK_BALANCE_IDR = 10_000;

/**
 * Spending cashback leaves at least Rp 10.000 to pay through the payment gateway (decision 021): an
 * order always has a payment, and the smallest purchase is then still paid for in part.
 */
export const MINIMUM_CASHBACK_PAYMENT_IDR = 10_000;
