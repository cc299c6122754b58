import { describe, expect, it } from 'vitest';
import { isSameMobile, maskEmail, toE164Mobile } from './contact';

describe('toE164Mobile', () => {
  it.each<[string, string | null]>([
    ['081234567890', '+6281234567890'],
    ['0812-3456-7890', '+6281234567890'],
    ['+62 812 3456 7890', '+6281234567890'],
    ['6281234567890', '+6281234567890'],
    ['(0812) 345.678', '+62812345678'],
    ['0212345678', null],
    ['+6581234567', null],
    ['', null],
    ['not a number', null],
  ])('%j → %j', (input, expected) => {
    expect(toE164Mobile(input)).toBe(expected);
  });
});

describe('isSameMobile', () => {
  it.each<[string, string, boolean]>([
    ['081234567890', '+6281234567890', true],
    ['0812 3456 7890', '6281234567890', true],
    ['081234567890', '081234567891', false],
    ['abc', 'abc', false],
  ])('%j and %j → %s', (a, b, expected) => {
    expect(isSameMobile(a, b)).toBe(expected);
  });
});

describe('maskEmail', () => {
  it.each<[string, string]>([
    ['rani.putri@gmail.com', 'ra*****@gmail.com'],
    ['budi@celengan.test', 'bu*****@celengan.test'],
    ['ab@x.id', 'a*****@x.id'],
    ['a@x.id', 'a*****@x.id'],
    ['no-at-sign', '*****'],
  ])('%s → %s', (email, expected) => {
    expect(maskEmail(email)).toBe(expected);
  });
});
