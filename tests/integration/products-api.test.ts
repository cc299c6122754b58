// GET /api/v2/mutual-funds/products through its route module (issue 3 items 1 and 7): every
// filter and collection, sorts in both directions (a return period included), the keyword,
// paging and hasMore, watchlistOnly with and without a session, and malformed values → 400.
// Expectations are computed from this file's own copy of the seeded database (12 funds).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { buildRequest, CookieJar } from '../support/route';
import { db } from '~/lib/db.server';
import { createSession } from '~/lib/session.server';
import * as products from '~/routes/api/products';

interface Product {
  mutualFundId: number;
  name: string;
  slug: string;
  code: string;
  type: string;
  category: string;
  currency: 'IDR' | 'USD';
  status: string;
  logoUrl: string | null;
  tags: string[];
  isCapitalProtected: boolean;
  investmentManager: { name: string; logoUrl: string | null };
  onWatchlist: boolean;
  oneYearNav: number | null;
  returnPeriod: string;
  returnRate: number | null;
  minimumSubscriptionAmount: number;
  currentAum: number;
  expenseRatio: number;
}
interface ListBody {
  data: Product[];
  page: number;
  size: number;
  hasMore: boolean;
  total: number;
}
interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

type Fund = typeof schema.funds.$inferSelect & { manager: string };
let funds: Fund[] = [];
let returns: Map<string, Map<number, number | null>>;

async function get(query: string, cookies?: CookieJar) {
  // The loader answers with a Response: read it like a client would.
  const request = buildRequest({ url: `/api/v2/mutual-funds/products${query}`, cookies });
  const response = (await products.loader({ request, params: {}, context: undefined } as never)) as Response;
  expect(response.headers.get('Content-Type')).toMatch(/application\/json/);
  return { status: response.status, body: (await response.json()) as unknown };
}

async function list(query: string, cookies?: CookieJar): Promise<ListBody> {
  const { status, body } = await get(query, cookies);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as ListBody;
}

async function all(query: string, cookies?: CookieJar): Promise<Product[]> {
  const separator = query.includes('?') ? '&' : '?';
  return (await list(`${query}${separator}_size=100`, cookies)).data;
}

const ids = (rows: Array<{ mutualFundId: number } | { id: number }>) =>
  rows.map((r) => ('mutualFundId' in r ? r.mutualFundId : r.id)).sort((a, b) => a - b);

beforeAll(() => {
  const database = db();
  funds = database
    .select()
    .from(schema.funds)
    .innerJoin(schema.investmentManagers, eq(schema.investmentManagers.id, schema.funds.investmentManagerId))
    .all()
    .map((r) => ({ ...r.funds, manager: r.investment_managers.name }));
  returns = new Map();
  for (const row of database.select().from(schema.fundStatistics).all()) {
    if (!returns.has(row.period)) returns.set(row.period, new Map());
    returns.get(row.period)!.set(row.fundId, row.returnPpm);
  }
  expect(funds.length).toBeGreaterThanOrEqual(10);
});

describe('the list', () => {
  it('answers { data, page, size, hasMore, total } with the spec field names and units', async () => {
    const body = await list('');
    expect(body.page).toBe(0);
    expect(body.size).toBe(20);
    expect(body.total).toBe(funds.length);
    expect(body.hasMore).toBe(false);
    expect(body.data).toHaveLength(funds.length);

    const usd = funds.find((f) => f.currency === 'USD')!;
    const item = body.data.find((p) => p.mutualFundId === usd.id)!;
    expect(item).toMatchObject({
      name: usd.name,
      slug: usd.slug,
      code: usd.code,
      type: usd.type,
      category: usd.category,
      currency: 'USD',
      logoUrl: usd.logoUrl,
      investmentManager: { name: usd.manager },
      onWatchlist: false,
      // major units: cents / 100; percent numbers: basis points / 100
      minimumSubscriptionAmount: usd.minimumSubscriptionAmount / 100,
      currentAum: usd.currentAum / 100,
      expenseRatio: usd.expenseRatioBp / 100,
    });
    const idr = funds.find((f) => f.currency === 'IDR' && returns.get('oneYear')!.get(f.id) !== null)!;
    const idrItem = body.data.find((p) => p.mutualFundId === idr.id)!;
    expect(idrItem.minimumSubscriptionAmount).toBe(idr.minimumSubscriptionAmount);
    expect(idrItem.oneYearNav).toBe(returns.get('oneYear')!.get(idr.id)! / 10_000);
    expect(idrItem.returnPeriod).toBe('oneYear');
    const dividend = funds.find((f) => f.hasDividend)!;
    expect(body.data.find((p) => p.mutualFundId === dividend.id)!.tags).toContain('hasDividend');
  });

  it('filters by type, one or several, in each of the accepted spellings', async () => {
    expect(ids(await all('?type=SAHAM'))).toEqual(ids(funds.filter((f) => f.type === 'SAHAM')));
    const two = ids(funds.filter((f) => f.type === 'SAHAM' || f.type === 'CAMPURAN'));
    expect(ids(await all('?type=SAHAM&type=CAMPURAN'))).toEqual(two);
    expect(ids(await all('?type=SAHAM,CAMPURAN'))).toEqual(two);
    expect(ids(await all(`?type=${encodeURIComponent('["SAHAM","CAMPURAN"]')}`))).toEqual(two);
  });

  it('filters by category, status and capital protection', async () => {
    expect(ids(await all('?category=SYARIAH'))).toEqual(ids(funds.filter((f) => f.category === 'SYARIAH')));
    expect(ids(await all('?category=KONVENSIONAL'))).toEqual(ids(funds.filter((f) => f.category === 'KONVENSIONAL')));
    const disabled = funds.filter((f) => f.status === 'active_subsdisabled');
    expect(disabled.length).toBeGreaterThan(0);
    expect(ids(await all('?status=active_subsdisabled'))).toEqual(ids(disabled));
    expect(ids(await all('?status=active_subsenabled'))).toEqual(ids(funds.filter((f) => f.status === 'active_subsenabled')));
    const protectedFunds = funds.filter((f) => f.isCapitalProtected);
    expect(protectedFunds.length).toBeGreaterThan(0);
    expect(ids(await all('?capitalProtected=true'))).toEqual(ids(protectedFunds));
    expect(ids(await all('?capitalProtected=false'))).toEqual(ids(funds));
  });

  it('filters each collection with the spec parameters', async () => {
    const cases: Array<[string, (f: Fund) => boolean]> = [
      ['sinvest_type=INDEX_FUND', (f) => f.isIndexFund],
      ['newcomer=true', (f) => f.isNewcomer],
      ['shareDividend=true', (f) => f.hasDividend],
      ['currency=USD', (f) => f.currency === 'USD'],
      ['currency=IDR', (f) => f.currency === 'IDR'],
      ['category=SYARIAH', (f) => f.category === 'SYARIAH'],
    ];
    for (const [query, keep] of cases) {
      const expected = ids(funds.filter(keep));
      expect(expected.length, query).toBeGreaterThan(0);
      expect(ids(await all(`?${query}`)), query).toEqual(expected);
    }
    // Filters combine (AND).
    expect(ids(await all('?category=SYARIAH&currency=USD'))).toEqual(
      ids(funds.filter((f) => f.category === 'SYARIAH' && f.currency === 'USD')),
    );
  });

  it('finds by keyword in the name, the code or the investment manager, ignoring case', async () => {
    const fund = funds[0]!;
    const word = fund.name.split(' ')[1]!;
    expect(ids(await all(`?_name=${encodeURIComponent(word.toUpperCase())}`))).toEqual(
      ids(funds.filter((f) => `${f.name} ${f.code} ${f.manager}`.toLowerCase().includes(word.toLowerCase()))),
    );
    expect(ids(await all(`?_name=${fund.code.toLowerCase()}`))).toEqual([fund.id]);
    const manager = fund.manager;
    expect(ids(await all(`?_name=${encodeURIComponent(manager.toLowerCase())}`))).toEqual(
      ids(funds.filter((f) => f.manager === manager)),
    );
    // LIKE wildcards typed by a user match themselves only.
    expect(await all('?_name=%25')).toEqual([]);
    expect(await all('?_name=zzz-tidak-ada')).toEqual([]);
  });

  it('returns only the funds asked for by slug (comparison)', async () => {
    const [a, b] = funds;
    expect(ids(await all(`?slugs=${a!.slug},${b!.slug}`))).toEqual(ids([a!, b!]));
    expect(ids(await all(`?slugs=${a!.slug}&slugs=${b!.slug}`))).toEqual(ids([a!, b!]));
    expect(await all('?slugs=tidak-ada')).toEqual([]);
  });
});

describe('sorting', () => {
  it('sorts by expense ratio ascending by default and descending on request', async () => {
    const asc = (await all('?sort=expenseRatio')).map((p) => p.expenseRatio);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await all('?sort=expenseRatio&order=desc')).map((p) => p.expenseRatio);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(desc[0]).toBe(Math.max(...funds.map((f) => f.expenseRatioBp)) / 100);
  });

  it('sorts money within a currency: rupiah funds first, then dollar funds', async () => {
    for (const [field, order] of [
      ['minimumSubscriptionAmount', 'asc'],
      ['currentAum', 'desc'],
      ['currentAum', 'asc'],
    ] as const) {
      const rows = await all(`?sort=${field}&order=${order}`);
      const currencies = rows.map((p) => p.currency);
      expect(currencies, field).toEqual([...currencies].sort());
      for (const currency of ['IDR', 'USD'] as const) {
        const values = rows.filter((p) => p.currency === currency).map((p) => p[field]);
        expect(values, `${field} ${order} ${currency}`).toEqual([...values].sort((a, b) => (order === 'asc' ? a - b : b - a)));
      }
    }
    // The default sort: AUM, largest first.
    const rows = await all('');
    expect(rows[0]!.mutualFundId).toBe(
      funds.filter((f) => f.currency === 'IDR').sort((a, b) => b.currentAum - a.currentAum)[0]!.id,
    );
  });

  it('sorts by 1-year NAV growth and by every return period, nulls last in both directions', async () => {
    for (const period of ['oneYear', 'oneDay', 'threeMonth', 'sixMonth', 'yearToDate', 'allTime', 'threeYear'] as const) {
      for (const order of ['desc', 'asc'] as const) {
        const field = period === 'oneYear' && order === 'desc' ? 'oneYearNav' : period;
        const rows = await all(`?sort=${field}&order=${order}`);
        expect(rows.every((p) => p.returnPeriod === period)).toBe(true);
        const values = rows.map((p) => p.returnRate);
        const known = values.filter((v): v is number => v !== null);
        expect(values.slice(0, known.length), `${field} ${order}`).toEqual(
          [...known].sort((a, b) => (order === 'asc' ? a - b : b - a)),
        );
        expect(values.slice(known.length).every((v) => v === null)).toBe(true);
        // Every fund is there, with the value of the statistics table.
        expect(ids(rows)).toEqual(ids(funds));
        for (const row of rows) {
          const ppm = returns.get(period)?.get(row.mutualFundId) ?? null;
          expect(row.returnRate).toBe(ppm === null ? null : ppm / 10_000);
        }
      }
    }
    // The seed has funds younger than a year, so "nulls last" is really tested.
    expect([...returns.get('oneYear')!.values()].some((v) => v === null)).toBe(true);
  });
});

describe('paging', () => {
  it('pages with _page (first page 0) and _size; hasMore turns false on the last page', async () => {
    const size = 5;
    const everything = await all('?sort=expenseRatio');
    const seen: number[] = [];
    let page = 0;
    for (;;) {
      const body = await list(`?sort=expenseRatio&_page=${page}&_size=${size}`);
      expect(body.page).toBe(page);
      expect(body.size).toBe(size);
      expect(body.total).toBe(funds.length);
      seen.push(...body.data.map((p) => p.mutualFundId));
      if (!body.hasMore) {
        expect(body.data.length).toBeLessThanOrEqual(size);
        break;
      }
      expect(body.data).toHaveLength(size);
      page += 1;
    }
    expect(page).toBe(Math.ceil(funds.length / size) - 1);
    expect(seen).toEqual(everything.map((p) => p.mutualFundId));
    // Past the end: an empty page, no more.
    const past = await list(`?_page=${page + 1}&_size=${size}`);
    expect(past.data).toEqual([]);
    expect(past.hasMore).toBe(false);
  });

  it('an exactly full last page says there is no more', async () => {
    const body = await list(`?_size=${funds.length}`);
    expect(body.data).toHaveLength(funds.length);
    expect(body.hasMore).toBe(false);
  });
});

describe('watchlist', () => {
  let investor: CookieJar;
  let watched: number[];

  beforeAll(async () => {
    const user = db().select().from(schema.users).where(eq(schema.users.email, 'investor@celengan.test')).get()!;
    investor = new CookieJar();
    investor.store(new Headers([['Set-Cookie', await createSession(user.id)]]));
    watched = db()
      .select()
      .from(schema.watchlist)
      .where(eq(schema.watchlist.userId, user.id))
      .all()
      .map((w) => w.fundId)
      .sort((a, b) => a - b);
    expect(watched.length).toBeGreaterThan(0);
  });

  it('watchlistOnly lists the signed-in user’s funds, marked onWatchlist', async () => {
    const rows = await all('?watchlistOnly=true', investor);
    expect(ids(rows)).toEqual(watched);
    expect(rows.every((p) => p.onWatchlist)).toBe(true);
    // Combined with another filter.
    const saham = await all('?watchlistOnly=true&type=SAHAM', investor);
    expect(ids(saham)).toEqual(watched.filter((id) => funds.find((f) => f.id === id)!.type === 'SAHAM'));
  });

  it('marks onWatchlist in the full list for the user, and for nobody else', async () => {
    const rows = await all('', investor);
    expect(ids(rows.filter((p) => p.onWatchlist))).toEqual(watched);
    const anonymous = await all('');
    expect(anonymous.some((p) => p.onWatchlist)).toBe(false);
  });

  it('watchlistOnly without a session is 401, not an empty list', async () => {
    const { status, body } = await get('?watchlistOnly=true');
    expect(status).toBe(401);
    expect((body as ErrorBody).message).toEqual(expect.any(String));
  });
});

describe('malformed queries', () => {
  it.each([
    ['?type=OBLIGASI', 'type'],
    ['?type=SAHAM,FOO', 'type'],
    ['?category=HALAL', 'category'],
    ['?status=open', 'status'],
    ['?capitalProtected=yes', 'capitalProtected'],
    ['?watchlistOnly=1', 'watchlistOnly'],
    ['?sinvest_type=ETF', 'sinvest_type'],
    ['?newcomer=maybe', 'newcomer'],
    ['?shareDividend=ya', 'shareDividend'],
    ['?currency=EUR', 'currency'],
    ['?sort=popularity', 'sort'],
    ['?sort=oneYear&order=up', 'order'],
    ['?_page=-1', '_page'],
    ['?_page=abc', '_page'],
    ['?_page=1.5', '_page'],
    ['?_size=0', '_size'],
    ['?_size=101', '_size'],
    ['?_size=99999999999', '_size'],
    ['?slugs=Bad%20Slug', 'slugs'],
    [`?_name=${'a'.repeat(101)}`, '_name'],
  ])('%s → 400 naming %s', async (query, parameter) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    const error = body as ErrorBody;
    expect(error.message).toEqual(expect.any(String));
    expect(Object.keys(error.errors ?? {})).toEqual([parameter]);
    expect(error.errors![parameter]![0]).toEqual(expect.any(String));
  });

  it('reports every malformed parameter at once', async () => {
    const { status, body } = await get('?type=X&sort=Y&_size=-3');
    expect(status).toBe(400);
    expect(Object.keys((body as ErrorBody).errors ?? {}).sort()).toEqual(['_size', 'sort', 'type']);
  });

  it('ignores empty values and unknown parameters', async () => {
    const body = await list('?type=&category=&_name=&sort=&lng=en&foo=bar');
    expect(body.total).toBe(funds.length);
  });
});
