import { describe, expect, it } from 'vitest';
import { parseId } from './ids';

describe('parseId (order ids)', () => {
  it.each([
    ['1', 1],
    ['123', 123],
    ['0', null],
    ['01', null],
    ['-1', null],
    ['abc', null],
    ['1e3', null],
    ['1234567890123456', null],
    [undefined, null],
  ] as const)('%s → %s', (raw, id) => {
    expect(parseId(raw)).toBe(id);
  });
});

describe('parseId (portfolio ids)', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['999999999999999', 999_999_999_999_999],
    ['0', null],
    ['-3', null],
    ['007', null],
    ['4.5', null],
    ['1e3', null],
    ['abc', null],
    ['', null],
    [undefined, null],
    [null, null],
    ['9999999999999999', null],
    [' 7', null],
  ])('reads %j as %j', (value, id) => {
    expect(parseId(value)).toBe(id);
  });
});
