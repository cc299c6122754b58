// `npm run bench`: the figures the README reports (issues 3, 4 and 5 "Performance"). A benchmark, never
// a timed test: it prints numbers and fails only when something breaks.
//
//   build      `react-router build`
//   seed       time of the default demo seed into a scratch database (issue 2: under 60 s)
//   password   time of one password hash, argon2id m=19 MiB, t=2, p=1 (sign-in and sign-up cost; decision 032)
//   settlement `nav:publish` settling BENCH_SETTLEMENT_ORDERS paid buy orders, BENCH_SETTLEMENT_SELLS sells and
//              BENCH_SETTLEMENT_SWITCHES switches (issue 15: 50,000 + 30,000 + 20,000 in under 30 s; issue 5
//              asked 100,000 buys) in the seed part's scratch database, or one seeded for it when the seed
//              part does not run (bench/settlement.ts): the orders are written with plain prepared
//              statements, then publishNav and checkLedger are timed, before the server starts.
//   http       the production server (node server.js) on loopback with its own scratch database,
//              which it seeds on first start; autocannon against the floor (/reksadana/tentang-kami:
//              the app shell with static text, no queries of its own), the fund list, a stock
//              fund's detail page, and the landing page for a visitor and for the signed-in demo
//              investor: a warm-up each, then BENCH_ROUNDS rounds of a bounded run per
//              page, each page between two runs of the floor. The machine's speed drifts (a shared
//              VM), so a page's throughput is divided by the mean of the floor runs beside it, and
//              the median over the rounds is reported against the issues' targets (list ≥ 0.7,
//              fund page ≥ 0.6, landing ≥ 0.8 for a visitor and ≥ 0.5 for the investor), with the
//              quartiles. With two CPUs the server and the load generator each get one (taskset).
//              Beside the pages, the buy summary API (issue 5): POST
//              /api/v2/mutual-funds/subscribe/calculate?version=2.1 as the signed-in demo investor
//              (JSON body: Rp 1.000.000 into the default robo portfolio, the server's own Origin),
//              measured the same way and reported in requests per second and against the floor, with
//              no target.
//   first-load JS of the fund page and the landing page (visitor and investor), gzip: every script
//              Chromium loads for the page until the network is idle, at 1280×800 without scrolling
//              (decision 017), each built file counted at gzip -9, against the 220 kB and 150 kB
//              budgets; beside it, the scripts the served HTML itself references.
//
//   returns    issue 16: the whole performance (both returns, every portfolio and the total, per currency and in
//              rupiah) of an investor with 5 portfolios and 2,000 orders over 5 years, computed anew (no cache) in a
//              scratch seeded database (bench/returns.ts): the median of 25 runs against 50 ms. It runs as its own
//              part (BENCH_ONLY=returns) and with the http part when BENCH_PAGES names `performance`.
//   lighthouse issue 19: Lighthouse 12 (bench/lighthouse.ts) with Debian's Chromium against the production server
//              (not pinned: Chromium needs the CPUs): the landing for a visitor and the demo investor, the fund page
//              and the fund list, mobile and desktop presets, BENCH_LIGHTHOUSE_RUNS (default 3) runs each, the
//              median beside the targets (mobile ≥ 90, FCP ≤ 1.8 s, LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.05;
//              desktop ≥ 95) with Lighthouse's benchmark index of the machine. BENCH_PAGES and
//              BENCH_LIGHTHOUSE_PRESETS=mobile narrow it. It runs only when BENCH_ONLY names it.
//   pages of issue 16: `portfolio` (the demo investor's "Pendidikan Anak" dashboard, which holds a dollar fund)
//              and `performance` (/reksadana/portfolio/performa), targets 0.5 and 0.4 of the floor.
//   issue 17:  `notifications`, the notification centre's check call (GET /api/v1/users/notification-center/check
//              as the demo investor: the bell's unread count), target 0.9 of the floor.
//
// Environment: BENCH_DURATION (seconds per run, default 2), BENCH_ROUNDS (default 11), BENCH_PIN=0 to
// share the CPUs, BENCH_PAGES=list,fund,landing,investor,calculate,portfolio,performance,notifications to measure some pages only,
// BENCH_CONNECTIONS (default 16),
// BENCH_PORT (default 3299), BENCH_SKIP_BUILD=1 to reuse an existing build,
// BENCH_ONLY=seed,password,http,settlement,returns,recurring,statements,lighthouse to run some parts only (http: the build, the pages and the
// first-load JavaScript; default all), BENCH_SETTLEMENT_ORDERS (default 50000), BENCH_SETTLEMENT_SELLS (30000), BENCH_SETTLEMENT_SWITCHES (20000).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright';
import Database from 'better-sqlite3';
import { FUND_TYPE_PATHS } from '../app/domain/fund-catalogue';
import type { FundType } from '../app/domain/enums';
import { deferredModules } from '../app/lib/deferred-hydration.server';
import { hashPassword } from '../app/lib/password.server';
import { migrateDatabase, openDatabase } from '../db/client';
import { seedDatabase } from '../seeds/seed';
import { benchReturns, RETURNS_TARGET_MS } from './returns';
import { benchSettlement, type SettlementBench } from './settlement';
import { benchRecurring } from './recurring';
import { benchStatements, STATEMENTS_TARGET_SECONDS } from './statements';
import { benchLighthouse, formatLighthouseRow, LIGHTHOUSE_TARGETS, type LighthousePage } from './lighthouse';

const TMP = 'bench/.tmp';
const SEED_DB = `${TMP}/seed.db`;
const SERVER_DB = `${TMP}/server.db`;
const PORT = Number(process.env.BENCH_PORT ?? 3299);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_DURATION ?? 2);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 11));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const WARMUP_SECONDS = 3;
const CLIENT_DIR = 'build/client';
/** First-load JavaScript budgets, gzip (issue 3: the fund page; issue 4: the landing page). */
const JS_BUDGETS = [
  { label: 'the fund page', probe: 'fund', kb: 220 },
  { label: 'the landing page, visitor', probe: 'landing', kb: 150 },
  // The issue's budget is the landing most people see first; the signed-in one is reported beside it (decision 017).
  { label: 'the landing page, investor', probe: 'investor', kb: null },
] as const;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Issue 17 (helper recurring-core): recurring = recurring:run for BENCH_RECURRING_SCHEDULES schedules due one day (bench/recurring.ts).
// Issue 18 (helper statements): statements = statements:generate for BENCH_STATEMENT_INVESTORS investors (bench/statements.ts).
const PARTS = ['seed', 'password', 'http', 'settlement', 'returns', 'recurring', 'statements', 'lighthouse'] as const;
/** BENCH_ONLY=settlement runs that part only; unset, every part runs. */
const ONLY = process.env.BENCH_ONLY?.split(',').map((part) => part.trim());
if (ONLY) {
  const unknown = ONLY.filter((part) => !(PARTS as readonly string[]).includes(part));
  if (unknown.length > 0) throw new Error(`BENCH_ONLY: unknown part ${unknown.join(', ')} (parts: ${PARTS.join(', ')}).`);
}
// Lighthouse takes ten minutes: asked for by name only.
const runsPart = (part: (typeof PARTS)[number]) => (!ONLY ? part !== 'lighthouse' : ONLY.includes(part));
const SETTLEMENT_ORDERS = Number(process.env.BENCH_SETTLEMENT_ORDERS ?? 50_000);
/** Issue 15 "Benchmark": 50,000 buys, 30,000 sells and 20,000 switches in one publication, under 30 s. */
const SETTLEMENT_SELLS = Number(process.env.BENCH_SETTLEMENT_SELLS ?? 30_000);
const SETTLEMENT_SWITCHES = Number(process.env.BENCH_SETTLEMENT_SWITCHES ?? 20_000);
const SETTLEMENT_TARGET_SECONDS = 30;
/** Issue 3: throughput as a share of the floor's. */
const TARGETS: Record<string, number> = { list: 0.7, fund: 0.6, landing: 0.8, investor: 0.5, portfolio: 0.5, performance: 0.4, notifications: 0.9 };

function clean(path: string) {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
}

function build() {
  if (process.env.BENCH_SKIP_BUILD === '1') {
    if (!existsSync('build/server/index.js')) throw new Error('BENCH_SKIP_BUILD=1 needs an existing build.');
    return { seconds: 0, skipped: true };
  }
  const started = performance.now();
  const result = spawnSync(process.execPath, ['node_modules/@react-router/dev/bin.js', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`react-router build failed (exit ${result.status}).`);
  return { seconds: Math.round((performance.now() - started) / 100) / 10, skipped: false };
}

/** Times the default seed; with `keep`, the database stays for the settlement part. */
async function benchSeed(keep: boolean) {
  clean(SEED_DB);
  const started = performance.now();
  const db = openDatabase(SEED_DB);
  migrateDatabase(db);
  const report = await seedDatabase(db, { now: new Date() });
  const ms = performance.now() - started;
  db.$client.close();
  if (!keep) clean(SEED_DB);
  return { seconds: Math.round(ms / 100) / 10, report };
}

async function benchPassword() {
  const runs = 10;
  const started = performance.now();
  for (let i = 0; i < runs; i++) await hashPassword('celengan123');
  return { msPerHash: Math.round((performance.now() - started) / runs) };
}

/**
 * With two or more CPUs and `taskset` (util-linux), the server runs on CPU 0 and this process (the
 * load generator) on CPU 1. Sharing both CPUs, autocannon's own work grew with the size of each
 * response and took turns with the server's: a page's ratio then measured the load tool as much as
 * the page, and rounds of one build varied from 0.47 to 0.78. Pinned, each page gets one whole CPU.
 */
function pinning(): { server: string[] } | null {
  if (process.env.BENCH_PIN === '0' || availableParallelism() < 2) return null;
  const self = spawnSync('taskset', ['-cp', '1', String(process.pid)], { stdio: 'ignore' });
  if (self.status !== 0) return null;
  return { server: ['taskset', '-c', '0'] };
}

async function startServer(pinned: { server: string[] } | null): Promise<ChildProcess> {
  clean(SERVER_DB);
  const [command, ...args] = pinned ? [...pinned.server, process.execPath, 'server.js'] : [process.execPath, 'server.js'];
  const server = spawn(command!, args, {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_PATH: SERVER_DB,
      SEED_ON_START: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DEMO_MODE: 'true',
      // The measurements are of requests alone (decision 076).
      JOBS: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<never>((_, reject) =>
    server.once('exit', (code) => reject(new Error(`The server exited during start-up (code ${code}).`))),
  );
  exited.catch(() => {});
  // The first start seeds the demo data (a few seconds) before it listens.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const ready = await Promise.race([
      fetch(`${ORIGIN}/healthz`).then(
        (r) => r.ok,
        () => false,
      ),
      exited,
    ]);
    if (ready) return server;
    await new Promise((r) => setTimeout(r, 250));
  }
  server.kill('SIGTERM');
  throw new Error('The server did not answer /healthz within 180 s.');
}

/** A stock fund with the longest history (IDR, not an index fund when there is a choice). */
function pickFundPage(): { path: string; code: string } {
  const db = new Database(SERVER_DB, { readonly: true, fileMustExist: true });
  try {
    const fund = db
      .prepare(
        `SELECT code, slug, type FROM funds WHERE type = 'SAHAM'
         ORDER BY currency = 'IDR' DESC, is_index_fund ASC, launch_date ASC, id ASC LIMIT 1`,
      )
      .get() as { code: string; slug: string; type: FundType } | undefined;
    if (!fund) throw new Error('The demo database has no stock fund.');
    return { path: `/reksadana/${FUND_TYPE_PATHS[fund.type]}/${fund.slug}`, code: fund.code };
  } finally {
    db.close();
  }
}

// What Chromium sends (the server answers Brotli to it).
const HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html' };

async function probe(page: Page) {
  const response = await fetch(`${ORIGIN}${page.path}`, { method: page.method ?? 'GET', headers: headersOf(page), body: page.body });
  const html = await response.text();
  return { status: response.status, html };
}

interface PageResult {
  key: string;
  path: string;
  status: number;
  rps: number;
  p50: number;
  p99: number;
  kbPerResponse: number;
  requests: number;
  non2xx: number;
  errors: number;
}

interface Page {
  key: string;
  path: string;
  label: string;
  /** A session cookie: the page as a signed-in investor sees it. */
  cookie?: string;
  /** An API call: POSTed with this JSON body, the server's own Origin and `accept: application/json`. */
  body?: string;
  method?: 'POST';
}

const headersOf = (page: Page): Record<string, string> => ({
  ...HEADERS,
  ...(page.body === undefined ? {} : { accept: 'application/json', 'content-type': 'application/json', origin: ORIGIN }),
  ...(page.cookie ? { cookie: page.cookie } : {}),
});

/** What autocannon requests of a page: a GET, or an API call's POST with its body. */
const requestOf = (page: Page): Parameters<typeof autocannon>[0] => ({
  url: `${ORIGIN}${page.path}`,
  headers: headersOf(page),
  ...(page.body === undefined ? {} : { method: page.method ?? 'POST', body: page.body }),
});

async function warmUp(page: Page) {
  await autocannon({ ...requestOf(page), connections: Math.min(4, CONNECTIONS), duration: WARMUP_SECONDS });
}

const CALCULATE_PATH = '/api/v2/mutual-funds/subscribe/calculate?version=2.1';
/** The buy request of the calculate benchmark (spec funds §3 "Buy request"): Rp 1.000.000 into a robo portfolio. */
const CALCULATE_BODY = { amount: 1_000_000, portfolioId: 0, mutualFundIds: [], useCashback: false, couponCode: null, source: 'WEB' };

/** The id of the signed-in investor's default robo portfolio, from the portfolio list API. */
async function defaultRoboPortfolioId(cookie: string): Promise<number> {
  const response = await fetch(`${ORIGIN}/api/v2/mutual-funds/portfolio`, { headers: { accept: 'application/json', cookie } });
  if (!response.ok) throw new Error(`GET /api/v2/mutual-funds/portfolio answered ${response.status}.`);
  const { data } = (await response.json()) as { data: { id: number; isDefault: boolean; roboCermat: boolean }[] };
  const portfolio = data.find((p) => p.isDefault && p.roboCermat);
  if (!portfolio) throw new Error('The demo investor has no default robo portfolio.');
  return portfolio.id;
}

/** The id of one of the demo investor's portfolios, by name (GET /api/v2/mutual-funds/portfolio). */
async function portfolioIdNamed(cookie: string, name: string): Promise<number> {
  const response = await fetch(`${ORIGIN}/api/v2/mutual-funds/portfolio`, { headers: { accept: 'application/json', cookie } });
  if (!response.ok) throw new Error(`GET /api/v2/mutual-funds/portfolio answered ${response.status}.`);
  const { data } = (await response.json()) as { data: { id: number; name: string }[] };
  const portfolio = data.find((p) => p.name === name);
  if (!portfolio) throw new Error(`The demo investor has no portfolio named ${name}.`);
  return portfolio.id;
}

/** Signs the demo investor in (the sign-in form, as a browser posts it) and returns the session cookie. */
async function investorCookie(): Promise<string> {
  const response = await fetch(`${ORIGIN}/signin`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'investor@celengan.test', password: 'celengan123' }),
  });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('celengan_session='));
  if (!cookie) throw new Error(`Signing the demo investor in failed (HTTP ${response.status}).`);
  return cookie.split(';')[0]!;
}

async function load(page: Page, status: number): Promise<PageResult> {
  const { key, path } = page;
  const result = await autocannon({ ...requestOf(page), connections: CONNECTIONS, duration: DURATION, timeout: 30 });
  return {
    key,
    path,
    status,
    rps: Math.round(result.requests.average * 10) / 10,
    p50: result.latency.p50,
    p99: result.latency.p99,
    kbPerResponse: result.requests.total > 0 ? Math.round((result.throughput.total / result.requests.total / 1024) * 10) / 10 : 0,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const gzipKb = (file: string) => gzipSync(readFileSync(join(CLIENT_DIR, file)), { level: 9 }).length / 1024;
const sizeOf = (files: Iterable<string>) => {
  const local = [...files].filter((f) => f.startsWith('/assets/') && existsSync(join(CLIENT_DIR, f)));
  return { files: local.length, kb: Math.round(local.reduce((total, file) => total + gzipKb(file), 0) * 10) / 10 };
};

/**
 * First-load JavaScript as a browser sees it (decision 017): the scripts Chromium loads for the page
 * until the network is idle, at 1280×800 without scrolling. Null when Chromium is not installed.
 */
async function firstLoadInBrowser(path: string, cookie?: string): Promise<{ files: number; kb: number } | null> {
  if (!existsSync(CHROMIUM)) return null;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--headless', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'id-ID' });
    if (cookie) {
      const [name, value] = cookie.split('=') as [string, string];
      await context.addCookies([{ name, value, url: ORIGIN }]);
    }
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
    });
    await page.goto(`${ORIGIN}${path}`, { waitUntil: 'networkidle' });
    return sizeOf(scripts);
  } finally {
    await browser.close();
  }
}

/** The scripts the served HTML references itself (module preloads, script tags, inline imports, the loader's list). */
function firstLoadFromHtml(html: string) {
  const files = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g)) files.add(match[1]!);
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) files.add(match[1]!);
  for (const match of html.matchAll(/import\s*(?:\(|[^'"]*from\s*)?["'](\/assets\/[^"']+\.js)["']/g)) files.add(match[1]!);
  // Issue 19: the loader that adds the module preloads and the bootstrap after the first paint (decision 096).
  for (const path of deferredModules(html)) files.add(path);
  return sizeOf(files);
}

const pad = (value: string | number, width: number) => String(value).padStart(width);

/** Prints the settlement part; a publication that fails or a ledger that differs fails the run. */
function reportSettlement(result: SettlementBench) {
  const made = result.source === 'seed part' ? "the seed part's scratch database" : `a database seeded for it in ${result.seedSeconds} s`;
  console.log(
    `\nsettlement (nav:publish of ${result.navDate}): ${result.orders} PAID buy orders with ${result.items} items and their payments, ${result.sells} PAID sells and ${result.switches} PAID switches, in ${made}`,
  );
  console.log(`  orders written in ${result.insertSeconds} s (prepared statements, one transaction)`);
  console.log(`  publishNav without the orders (NAV and statistics only, another copy): ${result.baselineSeconds} s`);
  const { publish } = result;
  if (publish.ok) {
    const verdict = publish.seconds < SETTLEMENT_TARGET_SECONDS ? 'met' : 'NOT met';
    console.log(
      `  publishNav: ${publish.seconds} s for ${publish.fundsPublished} funds' NAV, ${publish.ordersSettled} buy orders settled (${publish.itemsPriced} items), ${publish.sellsSettled} sells settled, ${publish.switchLegsPriced} switch-out legs priced (target under ${SETTLEMENT_TARGET_SECONDS} s: ${verdict})`,
    );
  } else {
    console.log(`  publishNav FAILED after ${publish.seconds} s (its transaction rolled back): ${publish.error}`);
    process.exitCode = 1;
  }
  console.log(`  the orders afterwards: ${result.left.completed} COMPLETED, ${result.left.paid} still PAID`);
  if (result.ledger) {
    const { seconds, differences } = result.ledger;
    console.log(`  ledger:check (positions, held units, sale payouts): ${seconds} s, ${differences === 0 ? 'no difference' : `${differences} DIFFERENCES`}`);
    if (differences > 0) process.exitCode = 1;
  }
}

async function benchHttp() {
  // After the build, the seed and the settlement, which use every CPU.
  const pinned = pinning();
  const server = await startServer(pinned);
  try {
    const fund = pickFundPage();
    const cookie = await investorCookie();
    // BENCH_PAGES=landing,investor measures only those (and the floor).
    const only = process.env.BENCH_PAGES?.split(',');
    const wanted = (key: string) => key === 'floor' || !only || only.includes(key);
    const pages: Page[] = [
      { key: 'floor', path: '/reksadana/tentang-kami', label: 'floor: about page' },
      { key: 'list', path: '/reksadana/semua-produk', label: 'fund list' },
      { key: 'fund', path: fund.path, label: `fund page, ${fund.code}` },
      { key: 'landing', path: '/reksadana', label: 'landing, visitor' },
      { key: 'investor', path: '/reksadana', label: 'landing, investor', cookie },
    ];
    // Issue 16: the investor's portfolio dashboard (a portfolio holding a dollar fund) and the performance page.
    if (wanted('portfolio')) pages.push({ key: 'portfolio', path: `/reksadana/portfolio/${await portfolioIdNamed(cookie, 'Pendidikan Anak')}`, label: 'portfolio, investor', cookie });
    pages.push({ key: 'performance', path: '/reksadana/portfolio/performa', label: 'performance, investor', cookie });
    // Issue 17: the bell's check call (GET, JSON, one indexed count), target 0.9 of the floor.
    pages.push({ key: 'notifications', path: '/api/v1/users/notification-center/check', label: 'notification check', cookie });
    if (wanted('calculate')) {
      const body = { ...CALCULATE_BODY, portfolioId: await defaultRoboPortfolioId(cookie) };
      pages.push({ key: 'calculate', path: CALCULATE_PATH, label: 'calculate, investor', cookie, method: 'POST', body: JSON.stringify(body) });
    }
    pages.splice(0, pages.length, ...pages.filter((p) => wanted(p.key)));
    const probes = new Map<string, { status: number; html: string }>();
    for (const page of pages) {
      const result = await probe(page);
      probes.set(page.key, result);
      if (result.status !== 200) {
        console.warn(`warning: ${page.method ?? 'GET'} ${page.path} answered ${result.status}; its figures measure that answer`);
        if (page.body !== undefined) console.warn(`  ${result.html.slice(0, 300)}`);
      }
    }
    console.log(
      `\nautocannon: ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up per page, then ${ROUNDS} rounds of ${DURATION} s per page, each page between two runs of the floor, on loopback ` +
        (pinned ? '(server on CPU 0, load generator on CPU 1)' : '(the load generator shares the server\'s CPUs)'),
    );
    for (const page of pages) await warmUp(page);
    // Each page runs between two runs of the floor (floor, list, floor, fund, floor, ...): its ratio
    // in a round is its rate over the mean of the floor's just before and just after it. The machine's
    // speed drifts within seconds (a shared VM), and a neighbour on either side cancels most of it.
    const floorPage = pages[0]!;
    const others = pages.slice(1);
    const floorRuns: PageResult[] = [];
    const pageRuns = new Map<string, PageResult[]>(others.map((p) => [p.key, []]));
    const ratioRuns = new Map<string, number[]>(others.map((p) => [p.key, []]));
    let before = await load(floorPage, probes.get(floorPage.key)!.status);
    floorRuns.push(before);
    for (let round = 0; round < ROUNDS; round++) {
      for (const page of others) {
        const run = await load(page, probes.get(page.key)!.status);
        const after = await load(floorPage, probes.get(floorPage.key)!.status);
        floorRuns.push(after);
        pageRuns.get(page.key)!.push(run);
        const floorRate = (before.rps + after.rps) / 2;
        ratioRuns.get(page.key)!.push(floorRate > 0 ? run.rps / floorRate : 0);
        before = after;
      }
    }
    console.log(pages.map((p) => `  ${p.label}: ${p.method ?? 'GET'} ${p.path}`).join('\n'));
    console.log(
      `\n${'page'.padEnd(22)} ${pad('status', 6)} ${pad('req/s', 8)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('kB/resp', 8)} ${pad('ratio', 6)}  ${'target'.padEnd(16)} quartiles of the ${ROUNDS} rounds' ratios`,
    );
    const quartiles = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.round(q * (sorted.length - 1)))]!;
      return `${at(0.25).toFixed(2)} - ${at(0.75).toFixed(2)}`;
    };
    for (const page of pages) {
      const runs = page === floorPage ? floorRuns : pageRuns.get(page.key)!;
      const ratios = page === floorPage ? null : ratioRuns.get(page.key)!;
      const ratio = ratios ? median(ratios) : 1;
      const target = TARGETS[page.key];
      const verdict = target !== undefined ? `≥ ${target.toFixed(2)} ${ratio >= target ? 'met' : 'NOT met'}` : page === floorPage ? '' : 'no target';
      const rps = Math.round(median(runs.map((r) => r.rps)) * 10) / 10;
      console.log(
        `${page.label.padEnd(22)} ${pad(runs[0]!.status, 6)} ${pad(rps, 8)} ${pad(median(runs.map((r) => r.p50)), 7)} ${pad(median(runs.map((r) => r.p99)), 7)} ${pad(median(runs.map((r) => r.kbPerResponse)), 8)} ${pad(ratio.toFixed(2), 6)}  ${verdict.padEnd(16)} ${ratios ? quartiles(ratios) : ''}`,
      );
      const non2xx = runs.reduce((n, r) => n + r.non2xx, 0);
      const errors = runs.reduce((n, r) => n + r.errors, 0);
      if (non2xx > 0 || errors > 0) console.log(`  (${non2xx} non-2xx answers, ${errors} errors or timeouts over ${runs.length} runs)`);
    }
    const calculate = pageRuns.get('calculate');
    if (calculate) {
      const rps = Math.round(median(calculate.map((r) => r.rps)) * 10) / 10;
      console.log(
        `\nbuy summary API (issue 5, no target): ${rps} requests per second, the median of ${calculate.length} runs of ${DURATION} s; ${median(ratioRuns.get('calculate')!).toFixed(2)} of the floor`,
      );
    }

    for (const budget of JS_BUDGETS) {
      const page = pages.find((p) => p.key === budget.probe);
      const probed = probes.get(budget.probe);
      if (!page || !probed) continue;
      console.log(`\nfirst-load JavaScript of ${budget.label}, gzip${budget.kb === null ? '' : ` (budget ${budget.kb} kB)`}:`);
      const inBrowser = await firstLoadInBrowser(page.path, page.cookie);
      if (!inBrowser) console.log(`  Chromium (${CHROMIUM}) is not installed: no browser figure`);
      else {
        const verdict = budget.kb === null ? '' : inBrowser.kb <= budget.kb ? ', within budget' : ', OVER budget';
        console.log(`  loaded by Chromium until the network is idle: ${inBrowser.kb} kB in ${inBrowser.files} files${verdict}`);
      }
      const fromHtml = firstLoadFromHtml(probed.html);
      console.log(`  referenced by the served HTML (modulepreload and script tags): ${fromHtml.kb} kB in ${fromHtml.files} files`);
    }
  } finally {
    await stopServer(server);
  }
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  clean(SERVER_DB);
}

/** Issue 19: Lighthouse's mobile and desktop presets on the four pages a newcomer meets first. */
async function benchLighthousePart() {
  if (!existsSync(CHROMIUM)) {
    console.log(`\nlighthouse: Chromium (${CHROMIUM}) is not installed: no figures`);
    return;
  }
  // The http part pins this process to one CPU (and what it spawns inherits it): Chromium and the server get them all.
  // (os.cpus(), not availableParallelism(): that one counts the CPUs this process may use, one once pinned.)
  if (cpus().length >= 2) spawnSync('taskset', ['-cp', `0-${cpus().length - 1}`, String(process.pid)], { stdio: 'ignore' });
  const server = await startServer(null);
  try {
    const fund = pickFundPage();
    const cookie = await investorCookie();
    const only = process.env.BENCH_PAGES?.split(',');
    const pages: LighthousePage[] = [
      { key: 'landing', label: 'landing, visitor', path: '/reksadana' },
      { key: 'investor', label: 'landing, investor', path: '/reksadana', cookie },
      { key: 'fund', label: `fund page, ${fund.code}`, path: fund.path },
      { key: 'list', label: 'fund list', path: '/reksadana/semua-produk' },
    ].filter((page) => !only || only.includes(page.key));
    const presets = (process.env.BENCH_LIGHTHOUSE_PRESETS?.split(',') ?? ['mobile', 'desktop']) as Array<'mobile' | 'desktop'>;
    const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
    const t = LIGHTHOUSE_TARGETS;
    console.log(
      `\nlighthouse (issue 19): ${runs} runs per page and preset, medians; targets mobile score ≥ ${t.mobileScore}, FCP ≤ ${t.fcpMs / 1000} s, LCP ≤ ${t.lcpMs / 1000} s, TBT ≤ ${t.tbtMs} ms, CLS ≤ ${t.cls}; desktop score ≥ ${t.desktopScore} ("!" marks a figure past its target; index: Lighthouse's benchmark index of this machine)`,
    );
    await benchLighthouse({ origin: ORIGIN, chromePath: CHROMIUM, pages, presets, runs, onRow: (row) => console.log(`  ${formatLighthouseRow(row)}`) });
  } finally {
    await stopServer(server);
  }
}

mkdirSync(TMP, { recursive: true });
console.log('Celengan benchmark (a measurement, not a test)\n');
if (ONLY) console.log(`parts: ${ONLY.join(', ')} (BENCH_ONLY)`);
if (runsPart('http') || runsPart('lighthouse')) {
  const built = build();
  console.log(built.skipped ? 'build: reused the existing build (BENCH_SKIP_BUILD=1)' : `build: react-router build in ${built.seconds} s`);
}
if (runsPart('seed')) {
  const seed = await benchSeed(runsPart('settlement'));
  const { fundNavs, funds } = seed.report.counts;
  console.log(`seed (default demo data): ${seed.seconds} s for ${funds} funds, ${fundNavs} NAV rows and the demo accounts`);
}
if (runsPart('password')) console.log(`password hash (argon2id m=19 MiB, t=2, p=1): ${(await benchPassword()).msPerHash} ms`);
if (runsPart('settlement')) {
  reportSettlement(await benchSettlement({ orders: SETTLEMENT_ORDERS, sells: SETTLEMENT_SELLS, switches: SETTLEMENT_SWITCHES, seedDb: runsPart('seed') ? SEED_DB : null, scratch: `${TMP}/settlement` }));
}
// Issue 16: the returns of a large history, in-process, before the server takes the CPUs.
const pagesWanted = process.env.BENCH_PAGES?.split(',');
if ((ONLY && ONLY.includes('returns')) || (!ONLY && (!pagesWanted || pagesWanted.includes('performance'))) || (runsPart('http') && pagesWanted?.includes('performance'))) {
  const result = await benchReturns({ scratch: `${TMP}/returns.db` });
  const verdict = result.medianMs < RETURNS_TARGET_MS ? 'met' : 'NOT met';
  console.log(
    `\nreturns (issue 16): ${result.portfolios} portfolios, ${result.orders} orders (${result.ledgerEntries} ledger entries, moves included) from ${result.firstDate} to ${result.lastDate}, ${result.navRowsRead} NAV rows, in a database seeded for it in ${result.seedSeconds} s`,
  );
  console.log(
    `  both returns of every portfolio and the total, per currency and in rupiah, with the value series: median ${result.medianMs} ms, slowest ${result.maxMs} ms of ${result.runs} runs (first, cold: ${result.coldMs} ms); target under ${RETURNS_TARGET_MS} ms: ${verdict}`,
  );
}
// Issue 17 (helper recurring-core): Nabung Rutin's daily run at scale, target under 20 s (decision 073).
if (runsPart('recurring')) {
  const count = Number(process.env.BENCH_RECURRING_SCHEDULES ?? 100_000);
  const r = await benchRecurring({ schedules: count, scratch: `${TMP}/recurring.db` });
  const verdict = r.first.seconds < 20 ? 'met' : 'NOT met';
  console.log(`\nrecurring (issue 17): ${r.schedules} schedules due on ${r.date} (scratch database seeded in ${r.seedSeconds} s, schedules written in ${r.insertSeconds} s)`);
  console.log(`  recurring:run: ${r.first.due} due, ${r.first.created} orders created, ${r.first.failed} failed, in ${r.first.seconds} s; target under 20 s: ${verdict}`);
  console.log(`  run again: ${r.second.alreadyRun} already run, ${r.second.created} created, in ${r.second.seconds} s (${r.orders} RECURRING orders in all)`);
  if (r.first.created + r.first.failed !== r.schedules || r.second.created !== 0 || r.orders !== r.first.created) throw new Error('recurring:run did not make exactly one run per schedule');
}
// Issue 18 (helper statements): every investor's monthly e-statement, target under 2 minutes (decision 081).
if (runsPart('statements')) {
  const count = Number(process.env.BENCH_STATEMENT_INVESTORS ?? 10_000);
  const r = await benchStatements({ investors: count, scratch: `${TMP}/statements.db` });
  const verdict = r.first.seconds < STATEMENTS_TARGET_SECONDS ? 'met' : 'NOT met';
  console.log(`\nstatements (issue 18): ${r.investors} investors with ${r.ledgerEntries} ledger entries, month ${r.month} (scratch database seeded in ${r.seedSeconds} s, investors written in ${r.insertSeconds} s)`);
  console.log(`  statements:generate: ${r.first.investors} investors, ${r.first.generated} generated, ${r.first.alreadyKept} already kept, in ${r.first.seconds} s (CPU ${r.cpuSeconds} s); target under ${STATEMENTS_TARGET_SECONDS} s: ${verdict}`);
  console.log(`  run again: ${r.second.alreadyKept} already kept, ${r.second.generated} generated, in ${r.second.seconds} s (${r.kept} statements kept, ${r.pdfBytes} bytes of PDF each on average)`);
  if (r.first.generated < r.investors || r.second.generated !== 0 || r.kept !== r.first.generated) throw new Error('statements:generate did not keep exactly one statement per investor');
}
if (runsPart('http')) await benchHttp();
if (runsPart('lighthouse')) await benchLighthousePart();
