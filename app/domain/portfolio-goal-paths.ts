// The addresses of a portfolio's edit and delete pages (decision 066) and the pages they lead to. Pure: the
// dashboard's client code links to them.

/** spec funds §2.1 "/reksadana/profil-risiko/{portfolioId}": where a new robo portfolio gets its score (helper "risk"). */
export function roboScorePath(portfolioId: number): `/reksadana/profil-risiko/${number}` {
  return `/reksadana/profil-risiko/${portfolioId}`;
}
/** The edit page (the dialog's content without JavaScript). */
export function editPortfolioPath(portfolioId: number): `/reksadana/portfolio/${number}/ubah` {
  return `/reksadana/portfolio/${portfolioId}/ubah`;
}
/** The delete confirmation page. */
export function deletePortfolioPath(portfolioId: number): `/reksadana/portfolio/${number}/hapus` {
  return `/reksadana/portfolio/${portfolioId}/hapus`;
}
/** spec funds §2.1 "/reksadana/nabung-rutin": the recurring schedules (a "soon" page until issue 17). */
export const RECURRING_LIST_PATH = '/reksadana/nabung-rutin';
