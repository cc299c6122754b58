// Placeholder: the demo-data generator is being written (issue 2 item 4).
import type { Db } from '../db/client';

export interface SeedOptions {
  now: Date;
  seed?: number;
  funds?: number;
  years?: number;
}

export async function seedDatabase(_db: Db, _options: SeedOptions): Promise<Record<string, number>> {
  return {};
}
