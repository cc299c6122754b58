// What every command shares: the context it runs in, its one-line errors and argument parsers.
import { existsSync, readFileSync } from 'node:fs';
import { InvalidArgumentError } from 'commander';
import { migrateDatabase, openDatabase, type Db } from '../../db/client';
import { parseCsv, type CsvRow } from '../nav-csv';

export interface CliContext {
  /** DATABASE_PATH (default data/celengan.db). */
  databasePath: string;
  now: () => Date;
  /** Standard output and standard error; text arrives with its line endings. */
  out: (text: string) => void;
  err: (text: string) => void;
}

/** A refusal with a message fit for one line of output; the command exits with status 1. */
export class CliError extends Error {
  override name = 'CliError';
}

/** An option-argument parser: a whole number within [min, max], else a one-line error. */
export function integerArgument(min: number, max: number): (value: string) => number {
  return (value) => {
    const parsed = /^\d+$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(parsed) || parsed < min || parsed > max) {
      throw new InvalidArgumentError(`Expected a whole number from ${min} to ${max}.`);
    }
    return parsed;
  };
}

/** Opens an existing database (flags are stored state: creating an empty database here would hide a wrong path). */
export function withDatabase<T>(context: CliContext, work: (db: Db) => T): T {
  if (!existsSync(context.databasePath)) {
    throw new CliError(`No database at ${context.databasePath}. Run \`npm run cli -- seed\` first or set DATABASE_PATH.`);
  }
  const db = openDatabase(context.databasePath);
  try {
    migrateDatabase(db);
    return work(db);
  } finally {
    db.$client.close();
  }
}

/** The rows of a CSV file an import command was given (nav:import, rates:import), or a CliError that says why not. */
export function readCsvFile(file: string): CsvRow[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CliError(code === 'ENOENT' ? `No file at ${file}.` : code === 'EISDIR' ? `${file} is a folder, not a CSV file.` : `Cannot read ${file} (${code}).`);
  }
  return parseCsv(text);
}
