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
 * (decision 020): split over three funds by the model's targets (the smallest share, 10 %, is then
 * Rp 10.000, the smallest purchase the landing advertises).
 */
export const ROBO_MINIMUM_IDR = 100_000;
