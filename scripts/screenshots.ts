// Screenshots of the main pages for the README, at 375 px (phone) and 1280 px (desktop).
//
//   npm start                       # in one terminal: the production server
//   npx tsx scripts/screenshots.ts  # in another; writes docs/screenshots/*.png
//
// Options (environment): BASE_URL (default http://localhost:3000), OUT_DIR (default
// docs/screenshots), CHROMIUM_PATH (default /usr/bin/chromium), ONLY (comma-separated shot names).
// The signed-in shots sign in as the demo investor through the sign-in form; when that fails they
// are skipped with a warning. Console errors and page errors are reported, and make the exit code 1.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';

const BASE_URL = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const OUT_DIR = resolve(process.env.OUT_DIR ?? 'docs/screenshots');
const ONLY = process.env.ONLY?.split(',').map((s) => s.trim()).filter(Boolean);
const DEMO_INVESTOR = { email: 'investor@celengan.test', password: 'celengan123' };

const WIDTHS = [
  { name: '375', viewport: { width: 375, height: 812 } },
  { name: '1280', viewport: { width: 1280, height: 800 } },
] as const;

interface Shot {
  name: string;
  path: string;
  signedIn?: boolean;
  /** Signed in as this demo account instead of the investor. */
  as?: string;
  /** Only at these widths (default: both). */
  widths?: ReadonlyArray<(typeof WIDTHS)[number]['name']>;
  /** 4xx/5xx answers expected for the page itself (the 404 page). */
  expectStatus?: number;
}

const SHOTS: Shot[] = [
  { name: 'landing', path: '/reksadana' },
  { name: 'landing-en', path: '/reksadana?lng=en' },
  { name: 'landing-signed-in', path: '/reksadana', signedIn: true },
  { name: 'landing-app-webview', path: '/reksadana?app=1', widths: ['375'] },
  { name: 'sign-in', path: '/signin' },
  { name: 'sign-up', path: '/app/gabung' },
  { name: 'account', path: '/me', signedIn: true },
  { name: 'not-found', path: '/halaman-yang-tidak-ada', expectStatus: 404 },
  // Issue 18: the e-statement page (with the tax report), referral, bonds.
  { name: 'e-statement', path: '/reksadana/e-statement', signedIn: true },
  { name: 'referral', path: '/reksadana/referral', signedIn: true },
  { name: 'bonds', path: '/reksadana/obligasi-by-bina-artha/semua-produk' },
  { name: 'fund-list', path: '/reksadana/semua-produk' },
  // A stock fund of the default demo seed (seed 1).
  { name: 'fund-detail', path: '/reksadana/saham/arunika-saham-berkelanjutan' },
  { name: 'watchlist', path: '/reksadana/watchlist', signedIn: true },
  // The fund page's purchase flag opens the cart dialog (decision 022).
  { name: 'cart-dialog', path: '/reksadana/saham/arunika-saham-berkelanjutan?beli=1', signedIn: true },
  { name: 'orders', path: '/me/order', signedIn: true },
  // The demo investor's "Pendidikan Anak" portfolio (id 5 in the default seed) and adding a stock fund to it.
  { name: 'portfolio', path: '/reksadana/portfolio/5', signedIn: true },
  { name: 'cart-add-fund', path: '/reksadana/beli?portofolio=5&tambah=1&tipe=SAHAM', signedIn: true },
  // Registration (issue 14): a step of the form, the bank accounts, the operator's queue.
  { name: 'registration-step', path: '/reksadana/registrasi/form/2', signedIn: true, as: 'lanjut@celengan.test' },
  { name: 'bank-accounts', path: '/me/rekening-saya', signedIn: true },
  { name: 'operator-queue', path: '/operator/kyc', signedIn: true, as: 'operator@celengan.test' },
  // Selling (issue 15): the sell page of the stock fund of "Pendidikan Anak" (fund 25 in the default seed).
  { name: 'sell', path: '/reksadana/portfolio/5/saham/25/jual', signedIn: true },
  // Portfolios and goals (issue 16): the risk-profile result, creating a goal portfolio, the performance page.
  { name: 'risk-profile', path: '/reksadana/profil-risiko/hasil', signedIn: true, as: 'kuis@celengan.test' },
  { name: 'create-portfolio', path: '/reksadana/portfolio?buat=true', signedIn: true },
  { name: 'performance', path: '/reksadana/portfolio/performa', signedIn: true },
  // Nabung Rutin and notifications (issue 17): a schedule for "Pendidikan Anak", the notification centre.
  { name: 'recurring-create', path: '/reksadana/nabung-rutin/buat-jadwal?portfolio=5', signedIn: true },
  { name: 'notifications', path: '/notifications', signedIn: true },
];

const problems: string[] = [];

function watch(page: Page, label: string) {
  page.on('pageerror', (error) => problems.push(`${label}: page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // The browser logs the 404 status of the not-found page itself; that one is expected.
    if (/status of 404/.test(text) && label.startsWith('not-found')) return;
    problems.push(`${label}: console error: ${text}`);
  });
}

async function signIn(context: BrowserContext, email: string): Promise<boolean> {
  const page = await context.newPage();
  try {
    await page.goto(`${BASE_URL}/signin`);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(DEMO_INVESTOR.password);
    await page.locator('form:has(input[name="password"]) [type="submit"]').first().click();
    // Signed in once the header shows the user menu.
    await page.getByTestId('user-menu').waitFor({ state: 'attached', timeout: 15_000 });
    return true;
  } catch {
    return false;
  } finally {
    await page.close();
  }
}

async function shoot(browser: Browser, shot: Shot, width: (typeof WIDTHS)[number]): Promise<void> {
  const label = `${shot.name}-${width.name}`;
  const context = await browser.newContext({
    viewport: width.viewport,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    deviceScaleFactor: 1,
  });
  try {
    const email = shot.as ?? DEMO_INVESTOR.email;
    if (shot.signedIn && !(await signIn(context, email))) {
      process.stderr.write(`skipped ${label}: signing in as ${email} did not work\n`);
      return;
    }
    const page = await context.newPage();
    watch(page, label);
    const response = await page.goto(`${BASE_URL}${shot.path}`, { waitUntil: 'networkidle' });
    const status = response?.status() ?? 0;
    if (status !== (shot.expectStatus ?? 200)) problems.push(`${label}: HTTP ${status} for ${shot.path}`);
    // Hydration done and fonts settled before the picture.
    await page.evaluate(() => document.fonts.ready);
    const file = resolve(OUT_DIR, `${label}.png`);
    // Grow the viewport to the whole page rather than using fullPage: fixed bars (the bottom
    // navigation) then sit at the end of the picture instead of over the middle of it.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width: width.viewport.width, height: Math.max(height, width.viewport.height) });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: file });
    process.stdout.write(`wrote ${file}\n`);
  } finally {
    await context.close();
  }
}

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  const health = await fetch(`${BASE_URL}/healthz`).catch(() => null);
  if (!health?.ok) {
    process.stderr.write(`No server answers at ${BASE_URL}/healthz. Start it first (npm start), or set BASE_URL.\n`);
    process.exit(1);
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    for (const shot of SHOTS) {
      if (ONLY && !ONLY.includes(shot.name)) continue;
      for (const width of WIDTHS) {
        if (shot.widths && !shot.widths.includes(width.name)) continue;
        await shoot(browser, shot, width);
      }
    }
  } finally {
    await browser.close();
  }
  if (problems.length > 0) {
    process.stderr.write(`\n${problems.length} problem(s):\n${problems.map((p) => `  ${p}`).join('\n')}\n`);
    process.exit(1);
  }
}

await main();
