// Where this vitest run keeps its databases. tests/global-setup.ts makes one directory per run and
// passes it to the workers in the environment, so that two runs at once (two terminals, or helpers
// working side by side) never replace or delete each other's files.
import { copyFileSync, rmSync } from 'node:fs';
import { afterAll } from 'vitest';

export const TEST_ROOT = 'tests/.tmp';

/** This run's directory (set by the global setup; the root when a file runs without it). */
export function testRunDir(): string {
  return process.env.CELENGAN_TEST_RUN_DIR ?? TEST_ROOT;
}

/** The migrated and seeded base database every test file copies. */
export function seededBasePath(): string {
  return `${testRunDir()}/base-seeded.db`;
}

/**
 * Databases a test file makes for itself (a copy per test, since the tests change them), deleted with
 * their WAL files after the file's tests. Call at the top level of a test file.
 */
export function scratchDatabases(name: string): {
  /** A new path for a database (`label` names it), deleted afterwards. */
  path(label?: string): string;
  /** A new copy of the seeded base database, deleted afterwards. */
  copyOfSeeded(): string;
} {
  const created: string[] = [];
  afterAll(() => {
    for (const path of created) for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
  });
  const path = (label = String(created.length)) => {
    const file = `${testRunDir()}/${name}-${process.pid}-${label}.db`;
    created.push(file);
    return file;
  };
  return {
    path,
    copyOfSeeded() {
      const file = path();
      copyFileSync(seededBasePath(), file);
      return file;
    },
  };
}
