import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { i18nOptions } from '~/locales';
import { rememberingT } from './use-t';

async function instance(lng: 'id' | 'en') {
  const i18n = createInstance();
  await i18n.init({ ...i18nOptions, lng, initAsync: false });
  return i18n;
}

describe('rememberingT', () => {
  it('answers exactly as i18next does, for plain keys, prefixed namespaces and interpolation', async () => {
    const i18n = await instance('id');
    const t = rememberingT(i18n, 'id', ['fundList', 'common']) as unknown as (k: string, o?: object) => string;
    const reference = i18n.getFixedT('id', ['fundList', 'common']) as unknown as (k: string, o?: object) => string;
    for (const key of ['item.minimum', 'common:fundTypes.SAHAM', 'item.minimum']) expect(t(key)).toBe(reference(key));
    expect(t('item.returnLabel', { period: '1 tahun' })).toBe(reference('item.returnLabel', { period: '1 tahun' }));
    expect(t('item.returnLabel', { period: '3 tahun' })).toContain('3 tahun');
  });

  it('keeps languages apart', async () => {
    const id = rememberingT(await instance('id'), 'id', 'common') as unknown as (k: string) => string;
    const en = rememberingT(await instance('en'), 'en', 'common') as unknown as (k: string) => string;
    expect(id('fundTypes.SAHAM')).not.toBe(en('fundTypes.SAHAM'));
    expect(id('fundTypes.SAHAM')).toBe(id('fundTypes.SAHAM'));
  });

  it('does not remember a key i18next could not find', async () => {
    const i18n = await instance('id');
    const t = rememberingT(i18n, 'id', 'common') as unknown as (k: string) => string;
    expect(t('testOnly.lateKey')).toBe('testOnly.lateKey');
    i18n.addResource('id', 'common', 'testOnly.lateKey', 'Kunci baru');
    expect(t('testOnly.lateKey')).toBe('Kunci baru');
  });
});

describe('rememberingT with options', () => {
  it('gives each set of option values its own text, and plurals by count', async () => {
    const i18n = await instance('en');
    i18n.addResourceBundle('en', 'common', { testOnly: { apples_one: '{{count}} apple', apples_other: '{{count}} apples', hello: 'Hello {{name}}' } }, true);
    const t = rememberingT(i18n, 'en', 'common') as unknown as (k: string, o?: object) => string;
    expect(t('testOnly.apples', { count: 1 })).toBe('1 apple');
    expect(t('testOnly.apples', { count: 2 })).toBe('2 apples');
    expect(t('testOnly.apples', { count: 1 })).toBe('1 apple');
    expect(t('testOnly.hello', { name: 'Sari' })).toBe('Hello Sari');
    expect(t('testOnly.hello', { name: 'Budi' })).toBe('Hello Budi');
    // The string "1" and the number 1 are different values.
    expect(t('testOnly.hello', { name: '1' })).toBe('Hello 1');
  });

  it('passes options it cannot remember straight to i18next', async () => {
    const i18n = await instance('en');
    i18n.addResourceBundle('en', 'common', { testOnly: { list: 'Items: {{items}}' } }, true);
    const t = rememberingT(i18n, 'en', 'common') as unknown as (k: string, o?: object) => string;
    expect(t('testOnly.list', { items: ['a', 'b'] })).toBe('Items: a,b');
    expect(t('testOnly.list', { items: ['c'] })).toBe('Items: c');
  });
});
