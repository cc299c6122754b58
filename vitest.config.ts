import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests live beside the code, integration tests in tests/integration. Playwright's
// *.spec.ts files are left to Playwright.
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'seeds/**/*.test.ts', 'db/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    exclude: ['**/*.spec.ts', 'node_modules/**'],
    environment: 'node',
    globalSetup: ['tests/global-setup.ts'],
    setupFiles: ['tests/setup.ts'],
    env: { TZ: 'Asia/Jakarta', NODE_ENV: 'test', LOG_LEVEL: 'silent', JOBS: 'off' },
    pool: 'forks',
    // Three workers on the two cores: the concurrency tests spend much of their time waiting on each other's
    // connections and timers, and a third worker fills it (measured: 250 s → 198 s for the whole run).
    maxWorkers: 3,
  },
});
