// `mail:outbox [--limit N]`: the newest emails of the outbox (docs/decisions/015), whole, so that an
// operator or a demo user can pick up a verification link without a mail server. Read-only.
import type { Command } from 'commander';
import { listOutboxEmails, type OutboxEmail } from '~/models/outbox.server';
import { integerArgument, withDatabase, type CliContext } from './context';

export const DEFAULT_OUTBOX_LIMIT = 10;
export const MAX_OUTBOX_LIMIT = 200;

/** An instant in Jakarta time as `2025-11-07 10:00:00 WIB` (sv-SE formats dates as ISO). */
const jakarta = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Jakarta',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
export const formatWib = (at: Date) => `${jakarta.format(at)} WIB`;

/** A size as operators read it: "812 B", "45.3 kB" (1 kB = 1000 B). */
export const formatBytes = (bytes: number) => (bytes < 1000 ? `${bytes} B` : `${(bytes / 1000).toFixed(1)} kB`);

export function describeOutboxEmail(email: OutboxEmail): string {
  return [
    `#${email.id}  ${formatWib(email.createdAt)}  ${email.kind}${email.channel === 'whatsapp' ? ' (WhatsApp)' : ''}  ${email.sentAt ? `sent ${formatWib(email.sentAt)}` : 'not sent yet'}`,
    `To: ${email.toAddress}`,
    `Subject: ${email.subject}`,
    // A file sent with the message (issue 18: the tax report's PDF): its name, type and size, not its bytes.
    ...(email.attachmentName ? [`Attachment: ${email.attachmentName} (${email.attachmentType ?? 'application/octet-stream'}, ${formatBytes(email.attachment?.length ?? 0)})`] : []),
    '',
    email.bodyText,
  ].join('\n');
}

export function registerMailCommands(program: Command, context: CliContext): void {
  program
    .command('mail:outbox')
    .description('Show the newest emails of the outbox (e.g. to pick up a verification link)')
    .option(
      '--limit <n>',
      `how many emails, newest first (1 to ${MAX_OUTBOX_LIMIT})`,
      integerArgument(1, MAX_OUTBOX_LIMIT),
      DEFAULT_OUTBOX_LIMIT,
    )
    .action((options: { limit: number }) => {
      const emails = withDatabase(context, (db) => listOutboxEmails(options.limit, db));
      if (emails.length === 0) {
        context.out('The outbox is empty.\n');
        return;
      }
      const separator = `\n${'-'.repeat(72)}\n`;
      context.out(`${emails.map(describeOutboxEmail).join(separator)}\n`);
      context.out(`\n${emails.length} email(s) shown, newest first (--limit ${options.limit}).\n`);
    });
}
