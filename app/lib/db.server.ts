// The application's database handle: opened once per process, migrated on first use.
import { migrateDatabase, openDatabase, type Db } from '../../db/client';
import { env } from './env.server';

let instance: Db | undefined;

export function db(): Db {
  if (!instance) {
    instance = openDatabase(env().databasePath);
    migrateDatabase(instance);
  }
  return instance;
}

/** For tests and the CLI, which bring their own database. */
export function setDb(database: Db | undefined): void {
  instance = database;
}
