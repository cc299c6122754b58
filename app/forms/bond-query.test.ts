import { describe, expect, it } from 'vitest';
import { parseBondQuery, parseBondQueryLenient } from './bond-query';

const params = (query: string) => new URLSearchParams(query);

describe('parseBondQuery (the API)', () => {
  it.each([
    ['', { type: null, status: null, sort: 'coupon' }],
    ['type=SBR', { type: 'SBR', status: null, sort: 'coupon' }],
    ['type=&status=&sort=', { type: null, status: null, sort: 'coupon' }],
    ['type=ORI&type=ST&status=OFFERING&sort=maturity', { type: 'ST', status: 'OFFERING', sort: 'maturity' }],
    ['unknown=1&__proto__=x', { type: null, status: null, sort: 'coupon' }],
  ])('%s → %o', (query, expected) => {
    expect(parseBondQuery(params(query))).toEqual({ ok: true, query: expected });
  });

  it.each([
    ['type=sbr', { type: ['validation:memberOf'] }],
    ['type=SAHAM&status=LIVE&sort=yield', { type: ['validation:memberOf'], status: ['validation:memberOf'], sort: ['validation:memberOf'] }],
  ])('%s → errors %o', (query, errors) => {
    expect(parseBondQuery(params(query))).toEqual({ ok: false, errors });
  });
});

describe('parseBondQueryLenient (the page)', () => {
  it.each([
    ['type=SR&sort=bogus', { type: 'SR', status: null, sort: 'coupon' }],
    ['type=nope&status=MATURED', { type: null, status: 'MATURED', sort: 'coupon' }],
    ['__proto__=1&type=GOVERNMENT', { type: 'GOVERNMENT', status: null, sort: 'coupon' }],
  ])('%s → %o', (query, expected) => {
    expect(parseBondQueryLenient(params(query))).toEqual(expected);
  });
});
