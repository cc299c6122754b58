// Per test file: a private copy of the seeded base database, and console.error fails the test
// (DESIGN.md "Tests").
import { copyFileSync } from 'node:fs';
import { afterEach, beforeEach, vi } from 'vitest';
import { initDefaultInstance } from '~/middleware/i18next';
import { seededBasePath, testRunDir } from './support/test-run';

const file = `${testRunDir()}/test-${process.pid}-${Math.random().toString(36).slice(2)}.db`;
copyFileSync(seededBasePath(), file);
process.env.DATABASE_PATH = file;
// Uploaded documents (decision 044) go to this run's directory (DATA_DIR/documents), where the seeded base's
// documents are too (tests/global-setup.ts); deleted with the run.
process.env.DATA_DIR = testRunDir();
// Route meta functions read the default i18next instance, as entry.server.tsx prepares it.
initDefaultInstance();

let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});
afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (consoleErrors.length > 0) {
    throw new Error(`console.error was called during the test:\n${consoleErrors.map((a) => a.map(String).join(' ')).join('\n')}`);
  }
});
