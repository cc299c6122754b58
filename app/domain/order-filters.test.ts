import { describe, expect, it } from 'vitest';
import {
  dateRangeOf,
  DEFAULT_ORDER_FILTERS,
  isFiltered,
  orderFilterSearchParams,
  parseOrderFilters,
  parseOrderFiltersLenient,
  parseOrderListRequest,
  statusGroupOf,
  type OrderFilters,
} from './order-filters';

const q = (query: string) => new URLSearchParams(query);

describe('parseOrderFilters (the API: strict)', () => {
  it.each<[string, Partial<OrderFilters>]>([
    ['', {}],
    ['type=all&status=all&date=all', {}],
    ['type=&status=&date=&from=&to=', {}],
    ['type=buy', { type: 'buy' }],
    ['type=SELL', { type: 'sell' }],
    ['type=switch', { type: 'switch' }],
    ['type=dividend', { type: 'dividend' }],
    ['type=buy&type=sell', { type: 'sell' }],
    ['status=completed', { status: 'completed' }],
    ['status=in-process', { status: 'in-process' }],
    ['status=canceled', { status: 'canceled' }],
    ['status=rejected', { status: 'rejected' }],
    ['date=30d', { date: '30d' }],
    ['date=90d', { date: '90d' }],
    ['date=30d&from=2025-01-01', { date: '30d' }],
    ['date=custom&from=2025-01-01&to=2025-01-31', { date: 'custom', from: '2025-01-01', to: '2025-01-31' }],
    ['from=2025-01-01', { date: 'custom', from: '2025-01-01' }],
    ['to=2025-01-31', { date: 'custom', to: '2025-01-31' }],
    ['date=all&from=2025-01-01&to=', { date: 'custom', from: '2025-01-01' }],
    ['date=90d&from=2025-01-01&to=2025-01-02', { date: '90d' }],
    ['from=2025-01-31&to=2025-01-31', { date: 'custom', from: '2025-01-31', to: '2025-01-31' }],
    ['page=3', { page: 3 }],
    ['size=50', { size: 50 }],
    ['size=1&page=0', { size: 1 }],
  ])('%s', (query, expected) => {
    expect(parseOrderFilters(q(query))).toEqual({ ok: true, filters: { ...DEFAULT_ORDER_FILTERS, ...expected } });
  });

  it.each<[string, Record<string, string[]>]>([
    ['type=order', { type: ['validation:memberOf'] }],
    ['status=EXPIRED', { status: ['validation:memberOf'] }],
    ['date=7d', { date: ['validation:memberOf'] }],
    ['from=2025-02-30', { from: ['validation:dateFormat'] }],
    ['from=yesterday&to=2025-13-01', { from: ['validation:dateFormat'], to: ['validation:dateFormat'] }],
    ['from=2025-02-01&to=2025-01-01', { to: ['validation:dateAfter?date=2025-02-01'] }],
    ['page=-1', { page: ['validation:numeric'] }],
    ['page=abc', { page: ['validation:numeric'] }],
    ['page=10001', { page: ['validation:maxValue?max=10000'] }],
    ['size=0', { size: ['validation:minValue?min=1'] }],
    ['size=51', { size: ['validation:maxValue?max=50'] }],
    ['type=x&size=99', { type: ['validation:memberOf'], size: ['validation:maxValue?max=50'] }],
  ])('%s is a 400', (query, errors) => {
    expect(parseOrderFilters(q(query))).toEqual({ ok: false, errors });
  });

  it('ignores size when the page reads it', () => {
    expect(parseOrderFilters(q('size=999'), { sizeParam: false })).toEqual({
      ok: true,
      filters: DEFAULT_ORDER_FILTERS,
    });
  });
});

describe('parseOrderFiltersLenient (the page: bad values fall back to defaults)', () => {
  it.each<[string, Partial<OrderFilters>]>([
    ['', {}],
    ['type=nonsense&status=completed', { status: 'completed' }],
    ['type=buy&status=???', { type: 'buy' }],
    ['date=forever&type=sell', { type: 'sell' }],
    ['from=2025-02-01&to=2025-01-01&type=buy', { type: 'buy' }],
    ['date=custom&from=bad&to=2025-01-01', {}],
    ['page=-4', {}],
    ['page=99999999', {}],
    ['size=5', {}],
    ['page=2&status=canceled', { page: 2, status: 'canceled' }],
  ])('%s', (query, expected) => {
    expect(parseOrderFiltersLenient(q(query))).toEqual({ ...DEFAULT_ORDER_FILTERS, ...expected });
  });
});

describe('parseOrderListRequest (GET /api/v1/orders)', () => {
  it.each<[string, unknown]>([
    ['productType=mutualFund&section=inComplete', { ok: true, request: { kind: 'incompleteCount' } }],
    ['section=inComplete', { ok: true, request: { kind: 'incompleteCount' } }],
    ['productType=mutualFund', { ok: true, request: { kind: 'list', filters: DEFAULT_ORDER_FILTERS } }],
    ['type=buy', { ok: true, request: { kind: 'list', filters: { ...DEFAULT_ORDER_FILTERS, type: 'buy' } } }],
    ['productType=bonds&section=inComplete', { ok: false, errors: { productType: ['validation:memberOf'] } }],
    ['section=done', { ok: false, errors: { section: ['validation:memberOf'] } }],
    ['productType=stocks&type=buy', { ok: false, errors: { productType: ['validation:memberOf'] } }],
    ['type=x', { ok: false, errors: { type: ['validation:memberOf'] } }],
  ])('%s', (query, expected) => {
    expect(parseOrderListRequest(q(query))).toEqual(expected);
  });
});

describe('dateRangeOf (Jakarta calendar dates, inclusive)', () => {
  const today = '2025-11-07';
  it.each<[Partial<OrderFilters>, { from: string | null; to: string | null }]>([
    [{ date: 'all' }, { from: null, to: null }],
    [{ date: '30d' }, { from: '2025-10-09', to: today }],
    [{ date: '90d' }, { from: '2025-08-10', to: today }],
    [
      { date: 'custom', from: '2025-01-01', to: null },
      { from: '2025-01-01', to: null },
    ],
    [
      { date: 'custom', from: null, to: '2025-03-31' },
      { from: null, to: '2025-03-31' },
    ],
  ])('%o', (filters, expected) => {
    expect(dateRangeOf({ ...DEFAULT_ORDER_FILTERS, ...filters }, today)).toEqual(expected);
  });
});

describe('statusGroupOf', () => {
  it.each([
    ['WAITING_PAYMENT', 'in-process'],
    ['PAID', 'in-process'],
    ['COMPLETED', 'completed'],
    ['CANCELED', 'canceled'],
    ['EXPIRED', 'canceled'],
    ['REJECTED', 'rejected'],
  ] as const)('%s → %s', (status, group) => {
    expect(statusGroupOf(status)).toBe(group);
  });
});

describe('isFiltered and orderFilterSearchParams', () => {
  it.each<[Partial<OrderFilters>, boolean, string]>([
    [{}, false, ''],
    [{ page: 2 }, false, 'page=2'],
    [{ date: 'custom' }, false, 'date=custom'],
    [{ type: 'dividend' }, true, 'type=dividend'],
    [{ status: 'in-process', page: 1 }, true, 'status=in-process&page=1'],
    [{ date: '90d' }, true, 'date=90d'],
    [{ date: 'custom', from: '2025-01-01', to: '2025-02-01' }, true, 'date=custom&from=2025-01-01&to=2025-02-01'],
    [{ size: 50 }, false, 'size=50'],
  ])('%o', (filters, filtered, query) => {
    const full = { ...DEFAULT_ORDER_FILTERS, ...filters };
    expect(isFiltered(full)).toBe(filtered);
    expect(orderFilterSearchParams(full).toString()).toBe(query);
    // What the links carry reads back as the same filters.
    expect(parseOrderFilters(orderFilterSearchParams(full))).toEqual({ ok: true, filters: full });
  });
});
