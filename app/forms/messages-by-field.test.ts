import { describe, expect, it } from 'vitest';
import { issueMessageKey, messagesByField } from './messages-by-field';

describe('messagesByField', () => {
  it('groups the messages per field, each once, in order', () => {
    expect(messagesByField([['a', 'x:one'], ['b', 'x:two'], ['a', 'x:one'], ['a', 'x:three']])).toEqual({ a: ['x:one', 'x:three'], b: ['x:two'] });
  });

  it('keeps __proto__, constructor and toString plain fields (issue 13 item 10)', () => {
    const errors = messagesByField([['__proto__', 'x:one'], ['constructor', 'x:two'], ['toString', 'x:three'], ['constructor', 'x:four']]);
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
    expect(Object.keys(errors)).toEqual(['__proto__', 'constructor', 'toString']);
    expect(errors.constructor).toEqual(['x:two', 'x:four']);
    expect(JSON.parse(JSON.stringify(errors))).toEqual({ ['__proto__']: ['x:one'], constructor: ['x:two', 'x:four'], toString: ['x:three'] });
  });
});

describe('issueMessageKey', () => {
  it.each([
    [{ code: 'custom', message: 'validation:email' }, 'validation:email'],
    [{ code: 'custom', message: 'buy:refusal.BELOW_MINIMUM?minimum=Rp%201' }, 'buy:refusal.BELOW_MINIMUM?minimum=Rp%201'],
    [{ code: 'invalid_value', message: 'Invalid option: expected one of "a"|"b"' }, 'validation:memberOf'],
    [{ code: 'invalid_union', message: 'Invalid input' }, 'validation:memberOf'],
    [{ code: 'too_big', message: 'Too big', origin: 'string', maximum: 100 }, 'validation:maxLength?max=100'],
    [{ code: 'too_small', message: 'Too small', origin: 'string', minimum: 2 }, 'validation:minLength?min=2'],
    [{ code: 'too_big', message: 'Too big', origin: 'number', maximum: 50 }, 'validation:maxValue?max=50'],
    [{ code: 'too_small', message: 'Too small', origin: 'number', minimum: 0 }, 'validation:minValue?min=0'],
    [{ code: 'too_big', message: 'Too big', origin: 'array', maximum: 3 }, 'validation:pattern'],
    [{ code: 'invalid_type', message: 'Invalid input: expected string, received number' }, 'validation:pattern'],
    [{ code: 'invalid_format', message: 'Invalid string: must match pattern /x/' }, 'validation:pattern'],
  ])('%j → %s', (issue, key) => {
    expect(issueMessageKey(issue)).toBe(key);
  });
});
