// The seeded coupons (issue 5 item 4: a valid cashback coupon, an expired one, one with a minimum, one
// limited to some funds, one whose quota is used up) judged through list and detail by filters, against
// this file's copy of the seeded database; the seed’s clock is Friday 7 Nov 2025 20:00 WIB.
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { db } from '~/lib/db.server';
import { couponDetail, findCoupon, giveBackCoupon, listCoupons, normalizeCouponCode, takeCoupon } from './coupons.server';

const NOW = new Date('2025-11-07T03:00:00Z');
const fund = (type: 'SAHAM' | 'PASAR_UANG') =>
  db()
    .select()
    .from(schema.funds)
    .where(and(eq(schema.funds.type, type), eq(schema.funds.currency, 'IDR'), eq(schema.funds.status, 'active_subsenabled')))
    .orderBy(asc(schema.funds.id))
    .get()!;

describe('the seeded coupons', () => {
  const stock = () => fund('SAHAM').id;
  const moneyMarket = () => fund('PASAR_UANG').id;
  const purchase = (amount: number, fundIds: number[]) => ({ now: NOW, amount, currency: 'IDR' as const, fundIds });

  it.each([
    ['HEMAT25', 1_000_000, 'stock', true, [], 25_000],
    ['HEMAT25', 99_999, 'stock', false, ['BELOW_MINIMUM'], 0],
    ['MERDEKA17', 1_000_000, 'stock', false, ['EXPIRED'], 0],
    ['JUTAWAN', 5_000_000, 'stock', true, [], 25_000],
    ['JUTAWAN', 4_999_999, 'stock', false, ['BELOW_MINIMUM'], 0],
    ['SAHAMKU', 1_000_000, 'stock', true, [], 10_000],
    ['SAHAMKU', 1_000_000, 'moneyMarket', false, ['FUND_NOT_INCLUDED'], 0],
    ['KILAT', 1_000_000, 'stock', false, ['QUOTA_USED_UP'], 0],
  ] as const)('%s for Rp %i of a %s fund: eligible %s %j, cashback %i', (code, amount, kind, isEligible, reasons, cashback) => {
    const detail = couponDetail(code.toLowerCase(), purchase(amount, [kind === 'stock' ? stock() : moneyMarket()]));
    expect(detail).toMatchObject({ code, isEligible, whyDisabledReasoning: reasons, cashbackValue: cashback });
  });

  it('lists the running coupons, eligible first, with the cart’s stored code leading even when it has ended', () => {
    const list = listCoupons(purchase(1_000_000, [stock()]), null);
    expect(list.map((c) => [c.code, c.isEligible])).toEqual([
      ['HEMAT25', true],
      ['SAHAMKU', true],
      ['JUTAWAN', false],
      ['KILAT', false],
    ]);
    expect(listCoupons(purchase(1_000_000, [stock()]), 'merdeka17').map((c) => c.code)).toEqual(['MERDEKA17', 'HEMAT25', 'SAHAMKU', 'JUTAWAN', 'KILAT']);
    expect(couponDetail('TIDAKADA', purchase(1_000_000, [stock()]))).toBeNull();
  });

  it('takes within the quota and gives back', () => {
    const kilat = findCoupon('KILAT')!;
    expect(db().transaction((tx) => takeCoupon(tx, kilat.id))).toBe(false);
    db().transaction((tx) => giveBackCoupon(tx, 'KILAT'));
    expect(findCoupon('KILAT')!.redeemed).toBe(99);
    expect(db().transaction((tx) => takeCoupon(tx, kilat.id))).toBe(true);
    expect(db().transaction((tx) => takeCoupon(tx, kilat.id))).toBe(false);
    expect(findCoupon('KILAT')!.redeemed).toBe(100);
  });

  it('compares codes in capitals without surrounding spaces', () => {
    expect(normalizeCouponCode('  hemat25 ')).toBe('HEMAT25');
  });
});
