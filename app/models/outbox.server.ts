// The email outbox (docs/decisions/015-email-verification.md): the application writes emails to
// outbox_emails in the transaction that decides to send them; a mailer process delivers them and
// sets sent_at. Operators read the newest ones with `npm run cli -- mail:outbox`.
import { desc } from 'drizzle-orm';
import { schema, type Db } from '../../db/client';
import { db } from '~/lib/db.server';

export type OutboxEmail = typeof schema.outboxEmails.$inferSelect;

/** The newest `limit` emails of the outbox, newest first. */
export function listOutboxEmails(limit: number, database: Db = db()): OutboxEmail[] {
  const { outboxEmails: outbox } = schema;
  return database.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit).all();
}
