// Where this vitest run keeps its databases. tests/global-setup.ts makes one directory per run and
// passes it to the workers in the environment, so that two runs at once (two terminals, or helpers
// working side by side) never replace or delete each other's files.
export const TEST_ROOT = 'tests/.tmp';

/** This run's directory (set by the global setup; the root when a file runs without it). */
export function testRunDir(): string {
  return process.env.CELENGAN_TEST_RUN_DIR ?? TEST_ROOT;
}

/** The migrated and seeded base database every test file copies. */
export function seededBasePath(): string {
  return `${testRunDir()}/base-seeded.db`;
}
