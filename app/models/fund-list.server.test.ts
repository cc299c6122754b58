// The list query (models/fund-list.server.ts) on this file's copy of the seeded database: the row
// shape, paging totals, watchlist marks, stable order, the catalogue counts, and that SQLite
// answers it through the indexes rather than by sorting every statistics row.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { fundListQuerySchema } from '~/forms/fund-list-query';
import { riskLevel } from '~/domain/fund-catalogue';
import { db } from '~/lib/db.server';
import { countCatalogue, fundTags, listFunds } from './fund-list.server';

const query = (input: Record<string, string> = {}) => fundListQuerySchema.parse(input);
const allFunds = () => db().select().from(schema.funds).all();
const investorId = () => db().select().from(schema.users).where(eq(schema.users.email, 'investor@celengan.test')).get()!.id;

describe('listFunds', () => {
  it('returns list items with the manager, risk level, period and minor-unit amounts', () => {
    const funds = allFunds();
    const page = listFunds(query());
    expect(page.total).toBe(funds.length);
    expect(page.rows).toHaveLength(funds.length);
    for (const row of page.rows) {
      const fund = funds.find((f) => f.id === row.id)!;
      expect(row).toMatchObject({
        slug: fund.slug,
        minimumSubscriptionAmount: fund.minimumSubscriptionAmount,
        currentAum: fund.currentAum,
        riskLevel: riskLevel(fund.type),
        period: 'oneYear',
        onWatchlist: false,
      });
      expect(row.periodReturnPpm).toBe(row.oneYearReturnPpm);
      expect(row.investmentManager.name).toEqual(expect.any(String));
    }
  });

  it('answers from memory until the database changes, each user apart from visitors and other users', () => {
    const first = listFunds(query({ _size: '5' }));
    expect(listFunds(query({ _size: '5' }))).toBe(first);
    const top = first.rows[0]!;
    db().update(schema.funds).set({ name: `${top.name} (baru)` }).where(eq(schema.funds.id, top.id)).run();
    try {
      const after = listFunds(query({ _size: '5' }));
      expect(after).not.toBe(first);
      expect(after.rows.find((r) => r.id === top.id)?.name).toBe(`${top.name} (baru)`);
      // Another query is another entry; a signed-in user's page (with their watchlist marks) is their own.
      expect(listFunds(query({ _size: '6' })).rows).toHaveLength(6);
      const investors = listFunds(query({ _size: '5' }), { userId: investorId() });
      expect(listFunds(query({ _size: '5' }), { userId: investorId() })).toBe(investors);
      expect(investors).not.toBe(after);
      expect(listFunds(query({ _size: '5' }), { userId: investorId() + 1 })).not.toBe(investors);
    } finally {
      db().update(schema.funds).set({ name: top.name }).where(eq(schema.funds.id, top.id)).run();
    }
  });

  it('carries the sorted period’s return beside the 1-year one', () => {
    const rows = listFunds(query({ sort: 'oneMonth' })).rows;
    expect(rows.every((r) => r.period === 'oneMonth')).toBe(true);
    expect(rows.some((r) => r.periodReturnPpm !== r.oneYearReturnPpm)).toBe(true);
  });

  it('counts the total on later pages and says whether more follow', () => {
    const n = allFunds().length;
    const first = listFunds(query({ _size: '5' }));
    expect(first).toMatchObject({ page: 0, size: 5, total: n, hasMore: true });
    const last = listFunds(query({ _size: '5', _page: String(Math.ceil(n / 5) - 1) }));
    expect(last.hasMore).toBe(false);
    expect(last.total).toBe(n);
    expect(last.rows).toHaveLength(n - 5 * (Math.ceil(n / 5) - 1));
  });

  it('orders ties by name then id, so pages never overlap', () => {
    const seen = new Set<number>();
    for (let page = 0; page < 4; page++) {
      for (const row of listFunds(query({ sort: 'minimumSubscriptionAmount', _size: '3', _page: String(page) })).rows) {
        expect(seen.has(row.id)).toBe(false);
        seen.add(row.id);
      }
    }
    expect(seen.size).toBe(Math.min(12, allFunds().length));
  });

  it('marks the user’s watchlist; watchlistOnly without a user is empty', () => {
    const userId = investorId();
    const watched = db().select().from(schema.watchlist).where(eq(schema.watchlist.userId, userId)).all();
    const rows = listFunds(query(), { userId }).rows;
    expect(rows.filter((r) => r.onWatchlist).map((r) => r.id).sort()).toEqual(watched.map((w) => w.fundId).sort());
    expect(listFunds(query({ watchlistOnly: 'true' }), { userId }).total).toBe(watched.length);
    expect(listFunds(query({ watchlistOnly: 'true' }))).toMatchObject({ rows: [], total: 0, hasMore: false });
  });

  it('tags list items', () => {
    expect(fundTags({ hasDividend: true, isIndexFund: true, isNewcomer: false, isCapitalProtected: true })).toEqual([
      'hasDividend',
      'indexFund',
      'capitalProtected',
    ]);
  });

  it('reads statistics by primary key, not by scanning the statistics table', () => {
    const plan = db()
      .$client.prepare(
        `EXPLAIN QUERY PLAN SELECT f.id FROM funds f JOIN investment_managers m ON m.id = f.investment_manager_id
         LEFT JOIN fund_statistics s ON s.fund_id = f.id AND s.period = 'oneYear' WHERE f.type = 'SAHAM'
         ORDER BY s.return_ppm IS NULL, s.return_ppm DESC LIMIT 20`,
      )
      .all() as Array<{ detail: string }>;
    const details = plan.map((p) => p.detail).join('\n');
    expect(details).toMatch(/SEARCH s USING .*\(fund_id=\? AND period=\?\)/);
    expect(details).toMatch(/funds_type_idx/);
  });
});

describe('countCatalogue', () => {
  it('counts each type and collection', () => {
    const funds = allFunds();
    const counts = countCatalogue();
    expect(counts.total).toBe(funds.length);
    expect(counts.byType.SAHAM).toBe(funds.filter((f) => f.type === 'SAHAM').length);
    expect(counts.byType.PASAR_UANG).toBe(funds.filter((f) => f.type === 'PASAR_UANG').length);
    expect(counts.syariah).toBe(funds.filter((f) => f.category === 'SYARIAH').length);
    expect(counts.index).toBe(funds.filter((f) => f.isIndexFund).length);
    expect(counts.usd).toBe(funds.filter((f) => f.currency === 'USD').length);
    expect(counts.newcomer).toBe(funds.filter((f) => f.isNewcomer).length);
    expect(counts.shareDividend).toBe(funds.filter((f) => f.hasDividend).length);
  });
});
