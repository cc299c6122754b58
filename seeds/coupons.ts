// The promo coupons of the demo (issue 5 item 4): one of each kind the cart must handle, dated from
// the seed's clock. Codes are what an investor types; the README lists them.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { couponFunds, coupons, funds } from '../db/schema';
import { addCalendarDays, jakartaDate, jakartaInstant } from '../app/domain/dates';
import { couponEndsAt } from '../app/domain/policies/coupon-eligibility';

export interface DemoCoupon {
  code: string;
  name: string;
  description: string;
  cashbackBp: number | null;
  cashbackAmount: number;
  minimumAmount: number;
  /** Days from the seed day (Jakarta) to its first day (from midnight WIB) and its last day (through 23:59:59.999 WIB). */
  startsInDays: number;
  endsInDays: number;
  quota: number | null;
  redeemed: number;
  /** Limited to the active IDR stock funds. */
  stockFundsOnly: boolean;
}

export const DEMO_COUPONS: readonly DemoCoupon[] = [
  {
    code: 'HEMAT25',
    name: 'Cashback Rp 25.000',
    description: 'Cashback Rp 25.000 untuk pembelian reksa dana apa pun mulai Rp 100.000.',
    cashbackBp: null,
    cashbackAmount: 25_000,
    minimumAmount: 100_000,
    startsInDays: -10,
    endsInDays: 60,
    quota: 1_000,
    redeemed: 12,
    stockFundsOnly: false,
  },
  {
    code: 'MERDEKA17',
    name: 'Cashback Kemerdekaan 1,7%',
    description: 'Cashback 1,7% (maksimal Rp 17.000) untuk pembelian di bulan kemerdekaan.',
    cashbackBp: 170,
    cashbackAmount: 17_000,
    minimumAmount: 0,
    startsInDays: -120,
    endsInDays: -90,
    quota: null,
    redeemed: 431,
    stockFundsOnly: false,
  },
  {
    code: 'JUTAWAN',
    name: 'Cashback 0,5% untuk Rp 5 juta',
    description: 'Cashback 0,5% (maksimal Rp 100.000) untuk pembelian mulai Rp 5.000.000.',
    cashbackBp: 50,
    cashbackAmount: 100_000,
    minimumAmount: 5_000_000,
    startsInDays: -5,
    endsInDays: 30,
    quota: 500,
    redeemed: 38,
    stockFundsOnly: false,
  },
  {
    code: 'SAHAMKU',
    name: 'Cashback 1% reksa dana saham',
    description: 'Cashback 1% (maksimal Rp 50.000) khusus pembelian reksa dana saham.',
    cashbackBp: 100,
    cashbackAmount: 50_000,
    minimumAmount: 100_000,
    startsInDays: -3,
    endsInDays: 45,
    quota: null,
    redeemed: 5,
    stockFundsOnly: true,
  },
  {
    code: 'KILAT',
    name: 'Cashback kilat Rp 50.000',
    description: 'Cashback Rp 50.000 untuk 100 pembeli pertama.',
    cashbackBp: null,
    cashbackAmount: 50_000,
    minimumAmount: 500_000,
    startsInDays: -2,
    endsInDays: 5,
    quota: 100,
    redeemed: 100,
    stockFundsOnly: false,
  },
];

/** Writes the demo coupons; returns how many. Runs after the funds. */
export function seedCoupons(db: Db, now: Date): number {
  const today = jakartaDate(now);
  const stockFunds = db
    .select({ id: funds.id })
    .from(funds)
    .where(and(eq(funds.type, 'SAHAM'), eq(funds.currency, 'IDR'), eq(funds.status, 'active_subsenabled')))
    .orderBy(asc(funds.id))
    .all();
  db.transaction(
    (tx) => {
      for (const coupon of DEMO_COUPONS) {
        const { id } = tx
          .insert(coupons)
          .values({
            code: coupon.code,
            name: coupon.name,
            description: coupon.description,
            currency: 'IDR',
            cashbackBp: coupon.cashbackBp,
            cashbackAmount: coupon.cashbackAmount,
            minimumAmount: coupon.minimumAmount,
            startsAt: jakartaInstant(addCalendarDays(today, coupon.startsInDays)),
            // Valid through its last day (decision 038): "until 24 January" works until 24 January 23:59:59.999 WIB.
            endsAt: couponEndsAt(addCalendarDays(today, coupon.endsInDays)),
            quota: coupon.quota,
            redeemed: coupon.redeemed,
            createdAt: jakartaInstant(addCalendarDays(today, coupon.startsInDays - 1)),
          })
          .returning({ id: coupons.id })
          .get();
        if (coupon.stockFundsOnly) {
          if (stockFunds.length === 0) throw new Error('The stock-fund coupon needs active IDR stock funds: seed funds first');
          tx.insert(couponFunds)
            .values(stockFunds.map((f) => ({ couponId: id, fundId: f.id })))
            .run();
        }
      }
    },
    { behavior: 'immediate' },
  );
  return DEMO_COUPONS.length;
}
