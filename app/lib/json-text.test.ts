import { describe, expect, it } from 'vitest';
import { fromJsonText, toJsonText, type JsonText } from './json-text';

describe('JSON text of loader data', () => {
  it('round-trips plain data', () => {
    const value = { id: 7, name: 'Arunika', tags: ['a', 'b'], nav: null, open: true, nested: { bp: 125 } };
    expect(fromJsonText(toJsonText(value))).toEqual(value);
  });

  it('writes the text once per identity object, whatever the value passed later', () => {
    const identity = {};
    const first = toJsonText({ n: 1 }, identity);
    expect(toJsonText({ n: 2 }, identity)).toBe(first);
    expect(toJsonText({ n: 2 }, {})).toBe('{"n":2}');
  });

  it('parses each distinct text once and gives the same object again', () => {
    const text = toJsonText([{ id: 1 }, { id: 2 }]) as JsonText<Array<{ id: number }>>;
    const a = fromJsonText(text);
    const b = fromJsonText(`${text}`);
    expect(b).toBe(a);
    expect(a.map((r) => r.id)).toEqual([1, 2]);
  });
});
