// The bond catalogue (issue 18 item 5; spec funds §2.1 bonds pages, §4.5, §7 /api/v1/bonds; decision 089): read
// only. The filters are SQL; the catalogue is a few dozen rows, so the sort is the pure rule of domain/bonds.ts
// (the same one the tests table), and the per-bond figures (coupon per Rp 1.000.000, time to maturity, days left in
// an offering) are computed for the day asked.
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bonds } from '../../db/schema';
import { couponFigures, offeringDaysLeft, sortBonds, timeToMaturity, type CouponFigures, type TimeToMaturity } from '~/domain/bonds';
import type { IsoDate } from '~/domain/dates';
import { BOND_TYPES, type BondType } from '~/domain/service-enums';
import type { BondQuery } from '~/forms/bond-query';
import { db } from '~/lib/db.server';
import { getFeatureFlags } from './feature-flags.server';

export type BondRecord = typeof bonds.$inferSelect;

export interface CatalogueBond extends Omit<BondRecord, 'createdAt'> {
  coupon: CouponFigures;
  /** Null once matured. */
  timeToMaturity: TimeToMaturity | null;
  /** Days left to order in the offering (0 on its last day); null outside it. */
  offeringDaysLeft: number | null;
}

const columns = {
  id: bonds.id,
  code: bonds.code,
  slug: bonds.slug,
  name: bonds.name,
  type: bonds.type,
  status: bonds.status,
  issuer: bonds.issuer,
  isSharia: bonds.isSharia,
  currency: bonds.currency,
  couponRateBps: bonds.couponRateBps,
  couponFloating: bonds.couponFloating,
  couponFrequencyMonths: bonds.couponFrequencyMonths,
  issueDate: bonds.issueDate,
  maturityDate: bonds.maturityDate,
  offerStartDate: bonds.offerStartDate,
  offerEndDate: bonds.offerEndDate,
  minimumAmount: bonds.minimumAmount,
  rating: bonds.rating,
  tradable: bonds.tradable,
  description: bonds.description,
  descriptionEn: bonds.descriptionEn,
};

/** The bonds a query asks for, sorted, with their figures on `today` (Jakarta). */
export function listBonds(query: BondQuery, today: IsoDate, database: Db = db()): CatalogueBond[] {
  const where: SQL[] = [];
  if (query.type) where.push(eq(bonds.type, query.type));
  if (query.status) where.push(eq(bonds.status, query.status));
  const rows = database
    .select(columns)
    .from(bonds)
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(asc(bonds.code))
    .all();
  return sortBonds(rows, query.sort).map((row) => ({
    ...row,
    coupon: couponFigures(row.couponRateBps, row.couponFrequencyMonths),
    timeToMaturity: timeToMaturity(today, row.maturityDate),
    offeringDaysLeft: row.status === 'OFFERING' ? offeringDaysLeft(today, row) : null,
  }));
}

/** How many bonds of each type are in the catalogue (matured ones included), and in all. */
export function countBondsByType(database: Db = db()): { total: number; byType: Record<BondType, number> } {
  const rows = database.select({ type: bonds.type, n: count() }).from(bonds).groupBy(bonds.type).all();
  const byType = Object.fromEntries(BOND_TYPES.map((type) => [type, 0])) as Record<BondType, number>;
  for (const row of rows) byType[row.type] = row.n;
  return { total: rows.reduce((sum, row) => sum + row.n, 0), byType };
}

/** Whether the bonds pages and API are on (the `bonds` feature flag; decision 089: off, they answer 404). */
export function bondsEnabled(database: Db = db()): boolean {
  return getFeatureFlags(database).bonds;
}
