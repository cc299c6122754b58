// The cart's address (/reksadana/beli, decision 022): what its query names, written and read in one
// place. Every way into the cart (the fund page, the landing's purchase sheet, a portfolio's top-up
// and add-fund links, a quick amount) is a link to it; the cart page reads it, and so does the dialog
// that opens in its place.
//
//   dana        a fund to buy
//   portofolio  the portfolio: a robo portfolio buys its model; another, with `dana`, buys that fund
//               into it, without `dana` tops up one of its funds
//   tambah=1    add a fund to the portfolio (spec funds §2.4 steps 3, 4, 10), with `tipe` (a fund
//               type's list) or `cari` (a search)
//   jumlah      the amount filled in (a quick amount)
import { parseId } from './ids';
import { FUND_TYPES, type FundType } from './enums';
import { KEYWORD_MAX_LENGTH } from './fund-catalogue';

/** The cart page (/reksadana/beli, issue 5). */
export const CART_PATH = '/reksadana/beli';
export type CartPath = `${typeof CART_PATH}?${string}`;


export interface CartAddress {
  fundId: number | null;
  portfolioId: number | null;
  addFund: boolean;
  /** The add-fund steps' list: a type's funds, or a search's. */
  fundType: FundType | null;
  keyword: string | null;
  /** The amount filled in, as typed (the cart reads it in the purchase's currency). */
  amountText: string | null;
}

const QUERY = { fundId: 'dana', portfolioId: 'portofolio', addFund: 'tambah', fundType: 'tipe', keyword: 'cari', amountText: 'jumlah' } as const;

/** The query names of a cart address, for a form that writes it (the add-fund search's GET form). */
export const CART_QUERY = QUERY;

export function cartAddress(target: Partial<CartAddress>): CartPath {
  const query = new URLSearchParams();
  if (target.portfolioId != null) query.set(QUERY.portfolioId, String(target.portfolioId));
  if (target.fundId != null) query.set(QUERY.fundId, String(target.fundId));
  if (target.addFund) query.set(QUERY.addFund, '1');
  if (target.fundType) query.set(QUERY.fundType, target.fundType);
  if (target.keyword) query.set(QUERY.keyword, target.keyword);
  if (target.amountText) query.set(QUERY.amountText, target.amountText);
  return `${CART_PATH}?${query.toString()}`;
}

/** What a cart address names; anything malformed is absent (an unknown type, an id that is none). */
export function parseCartAddress(query: URLSearchParams): CartAddress {
  const keyword = (query.get(QUERY.keyword) ?? '').trim().slice(0, KEYWORD_MAX_LENGTH);
  return {
    fundId: parseId(query.get(QUERY.fundId)),
    portfolioId: parseId(query.get(QUERY.portfolioId)),
    addFund: query.get(QUERY.addFund) === '1',
    fundType: FUND_TYPES.find((type) => type === query.get(QUERY.fundType)) ?? null,
    keyword: keyword === '' ? null : keyword,
    amountText: query.get(QUERY.amountText) || null,
  };
}
