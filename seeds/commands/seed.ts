// `seed [--reset] [--seed N] [--funds N] [--years N]`: builds the demo database (issue 2 item 4).
// A database that already has funds is only replaced with --reset, which deletes the file and its
// WAL companions: the ledger and the audit log are append-only by trigger, so rows cannot be
// cleared in place.
import { existsSync, rmSync } from 'node:fs';
import { count } from 'drizzle-orm';
import type { Command } from 'commander';
import { migrateDatabase, openDatabase, schema } from '../../db/client';
import {
  DEFAULT_FUND_COUNT,
  DEFAULT_SEED,
  DEFAULT_YEARS,
  MAX_FUND_COUNT,
  MAX_SEED,
  MAX_YEARS,
  MIN_FUND_COUNT,
  MIN_YEARS,
  seedDatabase,
  type SeedReport,
} from '../seed';
import { CliError, integerArgument, type CliContext } from './context';

export interface SeedCommandOptions {
  reset?: boolean;
  seed?: number;
  funds?: number;
  years?: number;
}

const DATABASE_FILES = ['', '-wal', '-shm'];

export function formatSeedReport(report: SeedReport, databasePath: string): string {
  const lines = [
    `Seeded ${databasePath} in ${(report.durationMs / 1000).toFixed(1)} s (seed ${report.seed}, ${report.counts.funds} funds, ${report.years} years, NAV up to ${report.lastNavDate}).`,
    ...Object.entries(report.counts).map(([name, n]) => `  ${name.padEnd(24)}${String(n).padStart(9)}`),
    ...Object.entries(report.demoUsers).map(([name, n]) => `  demo ${name.padEnd(19)}${String(n).padStart(9)}`),
  ];
  return `${lines.join('\n')}\n`;
}

export async function runSeedCommand(options: SeedCommandOptions, context: CliContext): Promise<SeedReport> {
  const path = context.databasePath;
  if (options.reset) {
    const removed = DATABASE_FILES.map((suffix) => `${path}${suffix}`).filter((file) => existsSync(file));
    for (const file of removed) rmSync(file);
    if (removed.length > 0) context.out(`Removed ${removed.join(', ')}\n`);
  } else if (existsSync(path)) {
    const db = openDatabase(path);
    try {
      migrateDatabase(db);
      const funds = db.select({ n: count() }).from(schema.funds).get()?.n ?? 0;
      if (funds > 0) {
        throw new CliError(`${path} already holds ${funds} funds. Add --reset to delete it and seed a new database.`);
      }
    } finally {
      db.$client.close();
    }
  }

  const db = openDatabase(path);
  try {
    migrateDatabase(db);
    const report = await seedDatabase(db, { now: context.now(), seed: options.seed, funds: options.funds, years: options.years });
    db.$client.pragma('wal_checkpoint(TRUNCATE)');
    context.out(formatSeedReport(report, path));
    return report;
  } finally {
    db.$client.close();
  }
}

export function registerSeedCommand(program: Command, context: CliContext): void {
  program
    .command('seed')
    .description('Create the demo database: market data, content and demo accounts (deterministic per --seed)')
    .option('--reset', 'delete the existing database file first')
    .option('--seed <n>', `random seed, ${0}-${MAX_SEED} (default ${DEFAULT_SEED})`, integerArgument(0, MAX_SEED))
    .option(
      '--funds <n>',
      `number of funds drawn, ${MIN_FUND_COUNT}-${MAX_FUND_COUNT} (default ${DEFAULT_FUND_COUNT}), plus one new fund awaiting its first dividend`,
      integerArgument(MIN_FUND_COUNT, MAX_FUND_COUNT),
    )
    .option('--years <n>', `years of NAV history, ${MIN_YEARS}-${MAX_YEARS} (default ${DEFAULT_YEARS})`, integerArgument(MIN_YEARS, MAX_YEARS))
    .action(async (options: SeedCommandOptions) => {
      await runSeedCommand(options, context);
    });
}
