// Per test file: a private copy of the seeded base database, and console.error fails the test
// (DESIGN.md "Tests").
import { copyFileSync, mkdirSync } from 'node:fs';
import { afterEach, beforeEach, vi } from 'vitest';

const TEST_TMP = 'tests/.tmp';
const file = `${TEST_TMP}/test-${process.pid}-${Math.random().toString(36).slice(2)}.db`;
mkdirSync(TEST_TMP, { recursive: true });
copyFileSync(`${TEST_TMP}/base-seeded.db`, file);
process.env.DATABASE_PATH = file;

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
