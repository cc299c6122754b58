// The fund-list query schema (forms/fund-list-query.ts): defaults, the accepted spellings, the
// API's errors, the pages' lenient reading, category pages and the URL it writes back.
import { describe, expect, it } from 'vitest';
import {
  applyCatalogueFilter,
  DEFAULT_PAGE_SIZE,
  defaultOrder,
  fundListSearchParams,
  parseFundListQuery,
  parseFundListQueryLenient,
  sortPeriod,
} from './fund-list-query';

const parse = (search: string) => {
  const result = parseFundListQuery(new URLSearchParams(search));
  if (!result.ok) throw new Error(`unexpected errors: ${JSON.stringify(result.errors)}`);
  return result.query;
};
const errorsOf = (search: string) => {
  const result = parseFundListQuery(new URLSearchParams(search));
  if (result.ok) throw new Error('expected errors');
  return result.errors;
};

describe('parseFundListQuery', () => {
  it('defaults: everything, AUM largest first, page 0 of 20', () => {
    expect(parse('')).toEqual({
      types: [],
      category: undefined,
      status: undefined,
      capitalProtected: false,
      indexFund: false,
      newcomer: false,
      shareDividend: false,
      currency: undefined,
      watchlistOnly: false,
      slugs: [],
      keyword: undefined,
      sort: 'currentAum',
      order: 'desc',
      page: 0,
      size: DEFAULT_PAGE_SIZE,
    });
  });

  it.each([
    ['type=SAHAM&type=CAMPURAN', ['SAHAM', 'CAMPURAN']],
    ['type=SAHAM,CAMPURAN', ['SAHAM', 'CAMPURAN']],
    ['type=%5B%22SAHAM%22%2C%22CAMPURAN%22%5D', ['SAHAM', 'CAMPURAN']],
    ['type=SAHAM&type=SAHAM', ['SAHAM']],
    ['type=', []],
  ])('type %s', (search, types) => {
    expect(parse(search).types).toEqual(types);
  });

  it('reads the collection parameters of the spec', () => {
    expect(parse('sinvest_type=INDEX_FUND&newcomer=true&shareDividend=true&currency=USD&capitalProtected=true')).toMatchObject({
      indexFund: true,
      newcomer: true,
      shareDividend: true,
      currency: 'USD',
      capitalProtected: true,
    });
    expect(parse('newcomer=false').newcomer).toBe(false);
  });

  it('trims the keyword and folds its spaces; blank is no keyword', () => {
    expect(parse('_name=%20%20tirta%20%20%20dana%20').keyword).toBe('tirta dana');
    expect(parse('_name=%20%20').keyword).toBeUndefined();
  });

  it('sort directions default by field and can be given', () => {
    expect(parse('sort=expenseRatio')).toMatchObject({ sort: 'expenseRatio', order: 'asc' });
    expect(parse('sort=minimumSubscriptionAmount').order).toBe('asc');
    expect(parse('sort=threeMonth')).toMatchObject({ sort: 'threeMonth', order: 'desc' });
    expect(parse('sort=oneYearNav&order=asc')).toMatchObject({ sort: 'oneYearNav', order: 'asc' });
  });

  it('reads the landing link\'s sort-category as sort; sort wins when both are given', () => {
    expect(parse('type=["SAHAM","CAMPURAN"]&sort-category=minimumSubscriptionAmount')).toMatchObject({
      types: ['SAHAM', 'CAMPURAN'],
      sort: 'minimumSubscriptionAmount',
      order: 'asc',
    });
    expect(parse('sort-category=expenseRatio&sort=currentAum').sort).toBe('currentAum');
    expect(errorsOf('sort-category=cheapest')).toHaveProperty('sort-category');
  });

  it('pages and sizes within bounds', () => {
    expect(parse('_page=3&_size=100')).toMatchObject({ page: 3, size: 100 });
    expect(Object.keys(errorsOf('_page=-1&_size=0'))).toEqual(['_page', '_size']);
    expect(Object.keys(errorsOf('_size=101'))).toEqual(['_size']);
    expect(Object.keys(errorsOf('_page=1e3'))).toEqual(['_page']);
  });

  it('slugs: comma-separated or repeated, slug-shaped', () => {
    expect(parse('slugs=a-b,c').slugs).toEqual(['a-b', 'c']);
    expect(parse('slugs=a-b&slugs=c').slugs).toEqual(['a-b', 'c']);
    expect(Object.keys(errorsOf('slugs=A%20B'))).toEqual(['slugs']);
  });

  it('names each malformed parameter', () => {
    expect(Object.keys(errorsOf('type=X&category=Y&status=Z&currency=EUR&sort=best&order=up&watchlistOnly=yes')).sort()).toEqual(
      ['category', 'currency', 'order', 'sort', 'status', 'type', 'watchlistOnly'],
    );
  });

  it('keeps the later of a repeated scalar parameter', () => {
    expect(parse('sort=expenseRatio&sort=oneDay').sort).toBe('oneDay');
  });
});

describe('parseFundListQueryLenient (the pages)', () => {
  it('drops only the malformed parameters', () => {
    const { query, dropped } = parseFundListQueryLenient(new URLSearchParams('type=SAHAM&sort=best&_page=x&_name=dana'));
    expect(dropped.sort()).toEqual(['_page', 'sort']);
    expect(query).toMatchObject({ types: ['SAHAM'], sort: 'currentAum', page: 0, keyword: 'dana' });
  });
});

describe('category pages and URLs', () => {
  const base = parse('');

  it.each([
    [{ kind: 'type', type: 'SAHAM' } as const, { types: ['SAHAM'] }],
    [{ kind: 'collection', collection: 'SYARIAH' } as const, { category: 'SYARIAH' }],
    [{ kind: 'collection', collection: 'INDEX' } as const, { indexFund: true }],
    [{ kind: 'collection', collection: 'USD' } as const, { currency: 'USD' }],
    [{ kind: 'collection', collection: 'NEWCOMER' } as const, { newcomer: true }],
    [{ kind: 'collection', collection: 'SHARE_DIVIDEND' } as const, { shareDividend: true }],
  ])('%j fixes %j, and the URL leaves it out', (filter, fixed) => {
    const query = applyCatalogueFilter(parse('type=PASAR_UANG&category=KONVENSIONAL&currency=IDR'), filter);
    expect(query).toMatchObject(fixed);
    const params = fundListSearchParams(applyCatalogueFilter(base, filter), filter);
    expect(params.toString()).toBe('');
  });

  it('writes back what it read, without defaults', () => {
    const search =
      'type=SAHAM&type=CAMPURAN&category=SYARIAH&status=active_subsenabled&capitalProtected=true&sinvest_type=INDEX_FUND&newcomer=true&shareDividend=true&currency=USD&watchlistOnly=true&slugs=a%2Cb&_name=dana+kas&sort=oneMonth&order=asc&_page=2&_size=50';
    const query = parse(search);
    expect(fundListSearchParams(query).toString()).toBe(search);
    expect(parse(fundListSearchParams(query).toString())).toEqual(query);
    expect(fundListSearchParams(parse('sort=currentAum&order=desc&_page=0&_size=20')).toString()).toBe('');
  });

  it('knows the return period of a sort', () => {
    expect(sortPeriod('oneYearNav')).toBe('oneYear');
    expect(sortPeriod('yearToDate')).toBe('yearToDate');
    expect(sortPeriod('expenseRatio')).toBeNull();
    expect(defaultOrder('currentAum')).toBe('desc');
  });

});
