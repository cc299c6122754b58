// Against this test file's own copy of the seeded database (tests/setup.ts).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { db } from '~/lib/db.server';
import { addToWatchlist, isOnWatchlist, listWatchlist, removeFromWatchlist } from './watchlist.server';

const NOW = new Date('2025-11-07T03:00:00Z');

function investorId(): number {
  return db().select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, 'baru@celengan.test')).get()!.id;
}

function fundIds(): number[] {
  return db().select({ id: schema.funds.id }).from(schema.funds).orderBy(schema.funds.id).all().map((f) => f.id);
}

describe('watchlist model', () => {
  it('adds idempotently, checks, lists the newest first with the row fields, and removes', () => {
    const userId = investorId();
    const [first, second] = fundIds() as [number, number];
    for (const id of [first, second]) removeFromWatchlist(userId, id);
    expect(isOnWatchlist(userId, first)).toBe(false);

    expect(addToWatchlist(userId, first, NOW)).toEqual({ ok: true, added: true });
    expect(addToWatchlist(userId, first, NOW)).toEqual({ ok: true, added: false });
    expect(addToWatchlist(userId, second, new Date(NOW.getTime() + 1000))).toEqual({ ok: true, added: true });
    expect(isOnWatchlist(userId, first)).toBe(true);

    const list = listWatchlist(userId);
    expect(list.map((f) => f.id).slice(0, 2)).toEqual([second, first]);
    expect(list[0]).toMatchObject({
      id: second,
      onWatchlist: true,
      period: 'oneYear',
      investmentManager: { name: expect.any(String) },
      riskLevel: expect.stringMatching(/^(LOW|MEDIUM|HIGH)$/),
    });
    expect(list[0]!.periodReturnPpm).toBe(list[0]!.oneYearReturnPpm);

    expect(removeFromWatchlist(userId, first)).toBe(true);
    expect(removeFromWatchlist(userId, first)).toBe(false);
    expect(isOnWatchlist(userId, first)).toBe(false);
    expect(listWatchlist(userId).map((f) => f.id)).not.toContain(first);
  });

  it('refuses an unknown fund', () => {
    expect(addToWatchlist(investorId(), 999_999, NOW)).toEqual({ ok: false, reason: 'FUND_NOT_FOUND' });
  });

  it('keeps users apart', () => {
    const userId = investorId();
    const other = db().select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, 'menunggu@celengan.test')).get()!.id;
    const fund = fundIds()[3]!;
    addToWatchlist(userId, fund, NOW);
    removeFromWatchlist(other, fund);
    expect(isOnWatchlist(userId, fund)).toBe(true);
    expect(isOnWatchlist(other, fund)).toBe(false);
  });
});
