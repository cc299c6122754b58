// spec funds §2.1 "Recurring investment" routes: the Nabung Rutin pages' addresses, in one place.
export { RECURRING_LIST_PATH } from './portfolio-goal-paths';

/** /reksadana/nabung-rutin/buat-jadwal?portfolio={id} (and an optional fund chosen beforehand). */
export function recurringCreatePath(portfolioId: number, fundId?: number | null): `/${string}` {
  return `/reksadana/nabung-rutin/buat-jadwal?portfolio=${portfolioId}${fundId ? `&reksadana=${fundId}` : ''}`;
}

export function recurringPortfolioPath(portfolioId: number): `/${string}` {
  return `/reksadana/nabung-rutin/${portfolioId}`;
}

export function recurringDetailPath(portfolioId: number, recurringId: number): `/${string}` {
  return `/reksadana/nabung-rutin/${portfolioId}/${recurringId}`;
}

export function recurringEditPath(portfolioId: number, recurringId: number): `/${string}` {
  return `/reksadana/nabung-rutin/ubah/${portfolioId}/${recurringId}`;
}
