import { readdirSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Browser tests run against the production build (npm test builds it first) in Debian's Chromium
// (DESIGN.md "Known gotchas": Playwright cannot download browsers here).
const PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_DATABASE = 'tests/.tmp/e2e.db';
/** The server's DATA_DIR: KYC documents under its documents/ folder (decision 044), emptied at each start. */
export const E2E_DATA_DIR = 'tests/.tmp/e2e-data';

const ONE_VIEWPORT_FILES = ['translations.spec.ts', 'server-modes.spec.ts', 'hygiene.spec.ts', 'operator-review.spec.ts'];

/** The journey files, in name order (tests/e2e/journeys). */
const JOURNEYS = readdirSync(new URL('tests/e2e/journeys/', import.meta.url)).filter((file) => file.endsWith('.spec.ts')).sort();

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--headless',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    // Tests and files whose subject does not change with the screen's width run once, at 1280 px: those tagged
    // ONE_VIEWPORT (tests/e2e/support/fixtures.ts) and these files (every page's translations, the server's modes and
    // headers, the operator's back office, a desktop tool).
    { name: 'mobile', testIgnore: ['journeys/**', 'http/**', ...ONE_VIEWPORT_FILES], grepInvert: /@one-viewport/, use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 }, isMobile: false, launchOptions } },
    { name: 'desktop', testIgnore: ['journeys/**', 'http/**'], use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
    // Checks of what the server answers, whatever the viewport (the link crawl, robots, sitemap, body
    // limits, the fuzz of bad input): run once.
    { name: 'http', testMatch: 'http/**/*.spec.ts', use: { ...devices['Desktop Chrome'], launchOptions } },
    // Journeys that publish NAV (every fund's figures move): after all the others, one file at a time (a project per
    // file, each waiting for the one before: two workers would otherwise publish NAV under each other's checks).
    ...JOURNEYS.map((file, index) => ({
      name: index === 0 ? 'journeys' : `journeys-${file.replace('.spec.ts', '')}`,
      testMatch: `journeys/${file}`,
      dependencies: index === 0 ? ['mobile', 'desktop', 'http'] : [index === 1 ? 'journeys' : `journeys-${JOURNEYS[index - 1]!.replace('.spec.ts', '')}`],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    })),
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${PORT}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(PORT), DATABASE_PATH: E2E_DATABASE, DATA_DIR: E2E_DATA_DIR, LOG_LEVEL: 'warn', NODE_ENV: 'production', DEMO_MODE: 'true', JOBS: 'off' },
  },
});
