// Liveness and readiness in one: 200 when the database answers, 503 when it does not.
import { sql } from 'drizzle-orm';
import { db } from '~/lib/db.server';
import { logger } from '~/lib/logger.server';

export function loader() {
  try {
    db().get(sql`SELECT 1`);
    return Response.json({ status: 'ok', database: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (err) {
    logger.error({ err }, 'health check failed');
    return Response.json({ status: 'error', database: 'unavailable' }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
}
