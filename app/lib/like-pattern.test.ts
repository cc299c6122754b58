import { describe, expect, it } from 'vitest';
import { containing, escapeLike } from './like-pattern';

describe('escapeLike', () => {
  it.each([
    ['tirta', 'tirta'],
    ['100%', '100\\%'],
    ['a_b', 'a\\_b'],
    ['c:\\x', 'c:\\\\x'],
  ])('%j → %j', (text, escaped) => {
    expect(escapeLike(text)).toBe(escaped);
  });
});

describe('containing', () => {
  it('wraps the escaped text in %', () => {
    expect(containing('5%_a')).toBe('%5\\%\\_a%');
  });
});
