// The list pages' loaders (routes/reksadana/fund-list.tsx, fund-types.tsx): which page a path is,
// the fixed filter of a category page, malformed parameters falling back to defaults, and a
// visitor's watchlist link going to sign-in.
import { describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { callRoute } from '../support/route';
import type { FundListItemData } from '~/domain/fund-list-item';
import { db } from '~/lib/db.server';
import { fromJsonText, type JsonText } from '~/lib/json-text';
import * as fundList from '~/routes/reksadana/fund-list';
import * as fundTypes from '~/routes/reksadana/fund-types';

const funds = () => db().select().from(schema.funds).all();
/** The page's rows, read back from their JSON text as the page does. */
const rowsOf = (data: { rowsJson: JsonText<FundListItemData[]> } | undefined) => (data ? fromJsonText(data.rowsJson) : []);

describe('fund list pages', () => {
  it('/reksadana/semua-produk lists every fund, 20 to a page', async () => {
    const result = await callRoute(fundList.loader, { url: '/reksadana/semua-produk' });
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ pageKey: 'semua-produk', filter: null, page: 0, size: 20, total: funds().length });
  });

  it('a type page fixes its type over the query', async () => {
    const result = await callRoute(fundList.loader, { url: '/reksadana/saham?type=PASAR_UANG' });
    expect(result.data?.pageKey).toBe('saham');
    expect(rowsOf(result.data).length).toBe(funds().filter((f) => f.type === 'SAHAM').length);
    expect(rowsOf(result.data).every((r) => r.type === 'SAHAM')).toBe(true);
  });

  it.each([
    ['syariah', (f: ReturnType<typeof funds>[number]) => f.category === 'SYARIAH'],
    ['indeks', (f: ReturnType<typeof funds>[number]) => f.isIndexFund],
    ['usd', (f: ReturnType<typeof funds>[number]) => f.currency === 'USD'],
    ['pendatang-baru', (f: ReturnType<typeof funds>[number]) => f.isNewcomer],
    ['membagikan-dividen', (f: ReturnType<typeof funds>[number]) => f.hasDividend],
  ])('the collection page /reksadana/%s', async (segment, keep) => {
    const result = await callRoute(fundList.loader, { url: `/reksadana/${segment}` });
    expect(result.data?.pageKey).toBe(segment);
    expect(rowsOf(result.data).map((r) => r.id).sort()).toEqual(funds().filter(keep).map((f) => f.id).sort());
  });

  it('malformed parameters fall back to their defaults; the others still apply', async () => {
    const result = await callRoute(fundList.loader, { url: '/reksadana/semua-produk?sort=terbaik&_page=x&type=SAHAM' });
    expect(result.status).toBe(200);
    expect(result.data?.query).toMatchObject({ sort: 'currentAum', page: 0, types: ['SAHAM'] });
  });

  it('a visitor opening a watchlist-only list is sent to sign in and back', async () => {
    const result = await callRoute(fundList.loader, { url: '/reksadana/semua-produk?watchlistOnly=true' });
    expect(result.status).toBe(302);
    expect(result.location).toBe(`/signin?target=${encodeURIComponent('/reksadana/semua-produk?watchlistOnly=true')}`);
  });
});

describe('/reksadana/tipe', () => {
  it('counts every type and collection', async () => {
    const result = await callRoute(fundTypes.loader, { url: '/reksadana/tipe' });
    const all = funds();
    expect(result.data?.total).toBe(all.length);
    expect(result.data?.types.CAMPURAN).toBe(all.filter((f) => f.type === 'CAMPURAN').length);
    expect(result.data?.collections.USD).toBe(all.filter((f) => f.currency === 'USD').length);
  });
});
