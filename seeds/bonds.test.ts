// The bond catalogue's data (seeds/bonds.ts): every type of spec funds §4.5, retail series at Rp 1.000.000, two
// offering and one matured on any seed day, statuses that agree with the dates, and the rows the base seed wrote.
import { describe, expect, it } from 'vitest';
import { bondStatusOn } from '~/domain/bonds';
import { BOND_TYPES } from '~/domain/service-enums';
import { openDatabase } from '../db/client';
import * as s from '../db/schema';
import { buildBondCatalogue } from './bonds';

describe('buildBondCatalogue', () => {
  it.each(['2025-11-07', '2026-01-31', '2026-11-26', '2027-02-28'])('on %s: every type, consistent statuses', (today) => {
    const rows = buildBondCatalogue(today);
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(BOND_TYPES));
    expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
    expect(rows.filter((r) => r.status === 'OFFERING').map((r) => r.code)).toEqual(['ORI028T3', 'ORI028T6', 'ST015T2']);
    expect(rows.filter((r) => r.status === 'MATURED').map((r) => r.code)).toEqual(['ORI022']);
    for (const row of rows) {
      expect(row.status, row.code).toBe(bondStatusOn(today, { maturityDate: row.maturityDate, offerStartDate: row.offerStartDate ?? null, offerEndDate: row.offerEndDate ?? null }));
      expect(row.issueDate <= row.maturityDate, row.code).toBe(true);
      expect(row.slug).toBe(row.code.toLowerCase());
      if (['ORI', 'SBR', 'SR', 'ST'].includes(row.type)) {
        expect(row.minimumAmount, row.code).toBe(1_000_000);
        expect(row.couponFrequencyMonths, row.code).toBe(1);
        expect(row.rating, row.code).toBeNull();
      }
      if (row.type === 'CORPORATE') expect(row.rating, row.code).toMatch(/^id(AAA|AA|A|BBB)[+-]?(\(sy\))?$/);
      if (row.type === 'SBR' || row.type === 'ST') expect([row.couponFloating, row.tradable], row.code).toEqual([true, false]);
      if (row.status === 'MATURED') expect(row.tradable, row.code).toBe(false);
      if (row.status === 'OFFERING') expect(row.offerStartDate! <= today && today <= row.offerEndDate! && row.offerEndDate! < row.issueDate).toBe(true);
    }
  });
});

describe('the seeded base', () => {
  it('holds the catalogue of the seed day (7 November 2025)', () => {
    const db = openDatabase(process.env.DATABASE_PATH!);
    try {
      const rows = db.select().from(s.bonds).all();
      expect(rows.map((r) => r.code).sort()).toEqual(buildBondCatalogue('2025-11-07').map((r) => r.code).sort());
      expect(rows.find((r) => r.code === 'ORI028T3')).toMatchObject({ status: 'OFFERING', offerStartDate: '2025-11-01', offerEndDate: '2025-11-22' });
    } finally {
      db.$client.close();
    }
  });
});
