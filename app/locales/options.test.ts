import { describe, expect, it } from 'vitest';
import { languageOf } from './options';

describe('languageOf', () => {
  it.each([
    ['en', 'en'],
    ['id', 'id'],
    ['en-US', 'id'],
    ['fr', 'id'],
    [undefined, 'id'],
    [null, 'id'],
  ])('%j → %s', (value, language) => {
    expect(languageOf(value)).toBe(language);
  });
});
