import type { Db } from '../db/client';
export function seedDatabase(_db: Db, _options: { now: Date }) {
  return {};
}
