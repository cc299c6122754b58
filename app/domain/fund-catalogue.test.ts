import { describe, expect, it } from 'vitest';
import { categoryPageByPath, fundDetailPath, fundTypeFromPath, inCollection, parseFundDetailPath, riskLevel } from './fund-catalogue';

describe('fund catalogue', () => {
  it.each([
    ['SAHAM', 'HIGH'],
    ['PASAR_UANG', 'LOW'],
    ['PENDAPATAN_TETAP', 'MEDIUM'],
    ['CAMPURAN', 'MEDIUM'],
  ] as const)('risk level of %s is %s (spec funds §2.2)', (type, level) => {
    expect(riskLevel(type)).toBe(level);
  });

  it('links a fund to /reksadana/{type path}/{slug}', () => {
    expect(fundDetailPath({ type: 'PENDAPATAN_TETAP', slug: 'bahtera-obligasi' })).toBe('/reksadana/pendapatan-tetap/bahtera-obligasi');
    expect(fundTypeFromPath('pasar-uang')).toBe('PASAR_UANG');
    expect(fundTypeFromPath('syariah')).toBeNull();
  });

  it.each([
    ['/reksadana/saham/bahtera-saham-unggulan', { type: 'SAHAM', slug: 'bahtera-saham-unggulan' }],
    ['/reksadana/pendapatan-tetap/bahtera-obligasi-2/', { type: 'PENDAPATAN_TETAP', slug: 'bahtera-obligasi-2' }],
    ['/reksadana/saham', null],
    ['/reksadana/syariah/bahtera', null],
    ['/reksadana/bandingkan/pilihan', null],
    ['/reksadana/saham/bahtera/grafik', null],
    ['/reksadana/saham/bahtera/dokumen/prospektus', null],
    ['/artikel/saham/bahtera', null],
  ] as const)('reads %s as a fund detail address: %j', (pathname, expected) => {
    expect(parseFundDetailPath(pathname)).toEqual(expected);
  });

  it('maps every category page of the route table to its filter', () => {
    expect(categoryPageByPath('saham')?.filter).toEqual({ kind: 'type', type: 'SAHAM' });
    expect(categoryPageByPath('membagikan-dividen')?.filter).toEqual({ kind: 'collection', collection: 'SHARE_DIVIDEND' });
    expect(categoryPageByPath('obligasi')).toBeUndefined();
  });

  const fund = { category: 'KONVENSIONAL', currency: 'IDR', isIndexFund: false, isNewcomer: false, hasDividend: false } as const;
  it.each([
    [{ ...fund, category: 'SYARIAH' as const }, 'SYARIAH', true],
    [fund, 'SYARIAH', false],
    [{ ...fund, currency: 'USD' }, 'USD', true],
    [{ ...fund, isIndexFund: true }, 'INDEX', true],
    [{ ...fund, isNewcomer: true }, 'NEWCOMER', true],
    [{ ...fund, hasDividend: true }, 'SHARE_DIVIDEND', true],
    [fund, 'SHARE_DIVIDEND', false],
  ] as const)('collection membership %#', (f, collection, expected) => {
    expect(inCollection(f, collection)).toBe(expected);
  });
});
