// The comparison picker's data (issue 3 item 4; spec funds §2.3 "Comparison picker popup", §9
// "Product search: page size 20, first page 0, paging by scrolling"): the JSON resource the picker
// searches and pages through, the compare page's use of the same query, and the fund page leaving
// its compare section out for a visitor who came from the compare page.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { callRoute } from '../support/route';
import { FUND_TYPE_PATHS } from '~/domain/fund-catalogue';
import { db } from '~/lib/db.server';
import * as compare from '~/routes/reksadana/compare';
import * as pickerOptions from '~/routes/reksadana/compare-picker-options';
import * as fundDetail from '~/routes/reksadana/fund-detail';

type PickerPage = { rows: Array<{ slug: string; name: string; type: string }>; total: number; page: number; hasMore: boolean };

async function options(query: string): Promise<{ status: number; body: { data?: PickerPage; message?: string; errors?: Record<string, string[]> } }> {
  const request = new Request(`http://localhost/reksadana/bandingkan/pilihan${query}`);
  const response = pickerOptions.loader({ request, params: {}, context: undefined as never } as never);
  return { status: response.status, body: await response.json() };
}

// The test database holds 12 funds; 15 more make a second page.
beforeAll(() => {
  const base = db().select().from(schema.funds).where(eq(schema.funds.type, 'SAHAM')).get()!;
  for (let i = 1; i <= 15; i++) {
    const { id: _id, ...rest } = base;
    db()
      .insert(schema.funds)
      .values({ ...rest, code: `ZZPICK${i}`, slug: `zz-pilihan-${i}`, name: `Zz Pilihan ${String(i).padStart(2, '0')}` })
      .run();
  }
});

describe('GET /reksadana/bandingkan/pilihan', () => {
  it('pages all funds by name, 20 at a time from page 0, with has-more', async () => {
    const total = db().select().from(schema.funds).all().length;
    expect(total).toBe(28);
    const first = await options('');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ total, page: 0, hasMore: true });
    expect(first.body.data!.rows).toHaveLength(20);
    const names = first.body.data!.rows.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const second = await options('?halaman=1');
    expect(second.body.data).toMatchObject({ page: 1, hasMore: false });
    expect(second.body.data!.rows).toHaveLength(total - 20);
    const slugs = [...first.body.data!.rows, ...second.body.data!.rows].map((r) => r.slug);
    expect(new Set(slugs).size).toBe(total);
  });

  it('filters by type and by every word typed', async () => {
    const stock = (await options('?jenis=saham')).body.data!;
    expect(stock.rows.length).toBeGreaterThan(15);
    expect(stock.rows.every((r) => r.type === 'SAHAM')).toBe(true);
    const words = (await options('?q=pilihan%2007')).body.data!;
    expect(words.rows.map((r) => r.slug)).toEqual(['zz-pilihan-7']);
    const money = (await options(`?jenis=${FUND_TYPE_PATHS.PASAR_UANG}&q=pilihan`)).body.data!;
    expect(money).toMatchObject({ rows: [], total: 0, hasMore: false });
  });

  it('answers 400 with the parameter named for a malformed query', async () => {
    for (const [query, field] of [
      ['?jenis=emas', 'jenis'],
      ['?halaman=-1', 'halaman'],
      ['?halaman=satu', 'halaman'],
      [`?q=${'a'.repeat(61)}`, 'q'],
    ] as const) {
      const result = await options(query);
      expect(result.status, query).toBe(400);
      expect(Object.keys(result.body.errors ?? {}), query).toContain(field);
    }
  });
});

describe('the compare page', () => {
  it('gives its picker the first page with has-more, and ignores a malformed search', async () => {
    const ok = await callRoute(compare.loader, { url: '/reksadana/bandingkan?jenis=saham' });
    expect(ok.data!.picker).toMatchObject({ filters: { jenis: 'saham', q: '' }, hasMore: false });
    expect(ok.data!.picker.results.every((r) => r.type === 'SAHAM')).toBe(true);
    const all = await callRoute(compare.loader, { url: '/reksadana/bandingkan' });
    expect(all.data!.picker).toMatchObject({ total: 28, hasMore: true });
    expect(all.data!.picker.results).toHaveLength(20);
    const malformed = await callRoute(compare.loader, { url: '/reksadana/bandingkan?jenis=emas' });
    expect(malformed.status).toBe(200);
    expect(malformed.data!.picker.filters).toEqual({ jenis: '', q: '' });
  });
});

describe('the fund page after the compare page', () => {
  it('knows the visitor came from the compare page (?dari=bandingkan), and not otherwise', async () => {
    const fund = db().select().from(schema.funds).where(eq(schema.funds.type, 'SAHAM')).get()!;
    const call = (query: string) =>
      callRoute(fundDetail.loader, {
        url: `/reksadana/saham/${fund.slug}${query}`,
        params: { investmentType: 'saham', productSlug: fund.slug },
      });
    expect((await call('?dari=bandingkan')).data!.fromCompare).toBe(true);
    expect((await call('')).data!.fromCompare).toBe(false);
    expect((await call('?dari=lain')).data!.fromCompare).toBe(false);
  });
});
