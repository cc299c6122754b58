// The realized-profit query (forms/realized-profit-query.ts): defaults, the accepted order-type
// spellings and aliases, the API's errors as catalogue keys, the landing page's lenient reading and
// the URLs it writes back.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_SIZE,
  isFiltered,
  parseRealizedProfitQueryLenient,
  parseRealizedProfitQuery,
  realizedProfitApiSearchParams,
  realizedProfitPageSearchParams,
  withoutRealizedProfitParams,
  type RealizedProfitOrderType,
} from './realized-profit-query';

const ALL: RealizedProfitOrderType[] = ['SELL', 'SWITCH_OUT', 'DIVIDEND_CASH'];

const parse = (search: string) => {
  const result = parseRealizedProfitQuery(new URLSearchParams(search));
  if (!result.ok) throw new Error(`unexpected errors: ${JSON.stringify(result.errors)}`);
  return result.query;
};
const errorsOf = (search: string) => {
  const result = parseRealizedProfitQuery(new URLSearchParams(search));
  if (result.ok) throw new Error('expected errors');
  return result.errors;
};

describe('parseRealizedProfitQuery (the API)', () => {
  it('defaults: all three order types, no name, page 0 of 10 (spec landing §7, §9)', () => {
    expect(parse('')).toEqual({ orderTypes: ALL, name: undefined, page: 0, size: DEFAULT_PAGE_SIZE });
    expect(DEFAULT_PAGE_SIZE).toBe(10);
  });

  it.each([
    ['orderTypes=', ALL],
    ['orderTypes=%20,%20', ALL],
    ['orderTypes=SELL', ['SELL']],
    ['orderTypes=SELL,DIVIDEND_CASH', ['SELL', 'DIVIDEND_CASH']],
    ['orderTypes=DIVIDEND_CASH&orderTypes=SELL', ['SELL', 'DIVIDEND_CASH']],
    ['orderTypes=SELL,SWITCH_OUT&orderTypes=DIVIDEND_CASH', ALL],
    ['orderTypes=SELL&orderTypes=SELL', ['SELL']],
    // spec §3's filter names: SWITCH is the switch-out; BUY and REINVESTMENT realize nothing
    ['orderTypes=SWITCH', ['SWITCH_OUT']],
    ['orderTypes=SWITCH,SWITCH_OUT', ['SWITCH_OUT']],
    ['orderTypes=BUY', []],
    ['orderTypes=REINVESTMENT', []],
    ['orderTypes=BUY,REINVESTMENT', []],
    ['orderTypes=BUY,SELL', ['SELL']],
  ])('orderTypes: %s', (search, orderTypes) => {
    expect(parse(search).orderTypes).toEqual(orderTypes);
  });

  it.each([
    ['name=%20%20tirta%20%20%20dana%20', 'tirta dana'],
    ['name=%20%20', undefined],
    ['name=', undefined],
    [`name=${'a'.repeat(100)}`, 'a'.repeat(100)],
    ['name=a&name=b', 'b'],
  ])('name: %s', (search, name) => {
    expect(parse(search).name).toBe(name);
  });

  it.each([
    ['page=3&size=50', { page: 3, size: 50 }],
    ['page=0&size=1', { page: 0, size: 1 }],
    ['page=10000', { page: 10_000, size: 10 }],
    ['page=&size=', { page: 0, size: 10 }],
  ])('paging: %s', (search, paging) => {
    expect(parse(search)).toMatchObject(paging);
  });

  it.each([
    ['orderTypes=SELLING', { orderTypes: ['validation:memberOf'] }],
    ['orderTypes=sell', { orderTypes: ['validation:memberOf'] }],
    ['orderTypes=SELL,X,Y', { orderTypes: ['validation:memberOf'] }],
    [`name=${'a'.repeat(101)}`, { name: ['validation:maxLength?max=100'] }],
    ['page=-1', { page: ['validation:numeric'] }],
    ['page=1e3', { page: ['validation:numeric'] }],
    ['page=1.5', { page: ['validation:numeric'] }],
    ['page=10001', { page: ['validation:maxValue?max=10000'] }],
    ['size=0', { size: ['validation:minValue?min=1'] }],
    ['size=51', { size: ['validation:maxValue?max=50'] }],
    ['size=ten', { size: ['validation:numeric'] }],
  ])('400 for %s with catalogue keys', (search, errors) => {
    expect(errorsOf(search)).toEqual(errors);
  });

  it('names each malformed parameter', () => {
    expect(Object.keys(errorsOf('orderTypes=X&page=x&size=99&name=ok')).sort()).toEqual(['orderTypes', 'page', 'size']);
  });
});

describe('parseRealizedProfitQueryLenient (the landing page)', () => {
  const read = (search: string) => parseRealizedProfitQueryLenient(new URLSearchParams(search));

  it('reads orderTypes, name and realizedPage; the size is always 10; other parameters are ignored', () => {
    expect(read('produk=SAHAM&orderTypes=SELL&name=tirta&realizedPage=2&size=50&page=7')).toEqual({
      orderTypes: ['SELL'],
      name: 'tirta',
      page: 2,
      size: 10,
    });
  });

  it.each([
    ['realizedPage=x', { orderTypes: ALL, name: undefined, page: 0, size: 10 }],
    ['orderTypes=NOPE&name=tirta', { orderTypes: ALL, name: 'tirta', page: 0, size: 10 }],
    [
      `name=${'a'.repeat(101)}&orderTypes=SELL&realizedPage=1`,
      { orderTypes: ['SELL'], name: undefined, page: 1, size: 10 },
    ],
    ['realizedPage=-3&orderTypes=SWITCH', { orderTypes: ['SWITCH_OUT'], name: undefined, page: 0, size: 10 }],
  ])('a malformed value reads as its default: %s', (search, query) => {
    expect(read(search)).toEqual(query);
  });
});

describe('isFiltered', () => {
  it.each<[Parameters<typeof isFiltered>[0], boolean]>([
    [{ orderTypes: ALL, name: undefined }, false],
    [{ orderTypes: ['SELL'], name: undefined }, true],
    [{ orderTypes: [], name: undefined }, true],
    [{ orderTypes: ALL, name: 'tirta' }, true],
  ])('%j → %s', (query, filtered) => {
    expect(isFiltered(query)).toBe(filtered);
  });
});

describe('the URLs written back', () => {
  it('the API query of a page reads back as the same query', () => {
    for (const search of ['', 'orderTypes=SELL,DIVIDEND_CASH&name=tirta%20dana&page=2&size=20', 'orderTypes=BUY']) {
      const query = parse(search);
      expect(parse(realizedProfitApiSearchParams(query).toString())).toEqual(query);
    }
    expect(realizedProfitApiSearchParams(parse('')).toString()).toBe('page=0&size=10');
  });

  it('the landing URL keeps the other parameters and leaves defaults out', () => {
    const current = new URLSearchParams('produk=SAHAM&orderTypes=SELL&name=old&realizedPage=4&lng=en');
    expect(realizedProfitPageSearchParams(current, { orderTypes: ALL, name: undefined, page: 0 }).toString()).toBe(
      'produk=SAHAM&lng=en',
    );
    const next = realizedProfitPageSearchParams(current, {
      orderTypes: ['SELL', 'SWITCH_OUT'],
      name: 'tirta',
      page: 1,
    });
    expect(next.toString()).toBe('produk=SAHAM&lng=en&orderTypes=SELL%2CSWITCH_OUT&name=tirta&realizedPage=1');
    expect(parseRealizedProfitQueryLenient(next)).toEqual({
      orderTypes: ['SELL', 'SWITCH_OUT'],
      name: 'tirta',
      page: 1,
      size: 10,
    });
  });

  it("the form's hidden inputs carry every other parameter, repeated ones included", () => {
    const other = withoutRealizedProfitParams(
      new URLSearchParams('produk=SAHAM&tab=a&tab=b&orderTypes=SELL&name=x&realizedPage=2'),
    );
    expect([...other]).toEqual([
      ['produk', 'SAHAM'],
      ['tab', 'a'],
      ['tab', 'b'],
    ]);
  });
});
