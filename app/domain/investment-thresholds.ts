// Amounts the product promises in its pages, in rupiah (IDR minor units are rupiah).

/** spec landing §1, §9 "minimum invest shown Rp 10.000": the smallest purchase the landing advertises. */
export const MINIMUM_INVESTMENT_IDR = 10_000;

/**
 * Celengan Prioritas (/reksadana/prioritas): who qualifies, by total investment across portfolios at
 * the latest NAV (the landing's priority banner leads there).
 */
export const PRIORITY_THRESHOLD_IDR = 500_000_000;

/**
 * spec funds §5 "Robo portfolios need at least a fixed robo minimum (value not shown)": never below
 * Rp 100.000, and raised per model to the smallest multiple of Rp 100.000 at which each fund's share
 * reaches that fund's own minimum (decision 037; policies/buy-rules.ts roboMinimum).
 */
export const ROBO_MINIMUM_IDR = 100_000;
/** The step a robo minimum is rounded up to (decision 037): round figures a person reads and types. */
export const ROBO_MINIMUM_STEP_IDR = 100_000;

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
