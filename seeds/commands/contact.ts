// `contact:propose EMAIL (--email NEW | --phone NEW)` (issue 14 item 4; decision 054): the back office proposes
// a new email or mobile number for an investor's account, e.g. after the investor asked customer service. The
// change waits 7 days for the investor, who is told by email (mail:outbox shows it) and confirms it on
// /me/confirm-backoffice-update-email or -phone-number with a one-time code sent to the new address; nothing
// changes until then. A newer proposal of the same kind replaces the older. Recorded in the audit log.
import { Option, type Command } from 'commander';
import { formatWib } from './mail';
import { proposeContactChange } from '~/models/contact-changes.server';
import { CliError, withDatabase, type CliContext } from './context';

const REFUSALS = {
  USER_NOT_FOUND: 'no account has that email',
  INVALID_VALUE: 'the new value is not a valid email address or Indonesian mobile number (08…, 62…, +62…)',
  SAME_AS_CURRENT: 'the account already has that value',
  EMAIL_TAKEN: 'another account already uses that email',
} as const;

export function registerContactCommands(program: Command, context: CliContext): void {
  program
    .command('contact:propose')
    .description("Propose a new email or mobile number for an investor's account; the investor confirms it with a one-time code")
    .argument('<email>', "the account's current email")
    .addOption(new Option('--email <new>', 'the new email').conflicts('phone'))
    .addOption(new Option('--phone <new>', 'the new mobile number (08…, 62… or +62…)').conflicts('email'))
    .action((accountEmail: string, options: { email?: string; phone?: string }) => {
      if (options.email === undefined && options.phone === undefined) throw new CliError('Give the new value: --email NEW or --phone NEW.');
      const kind = options.email !== undefined ? 'EMAIL' : 'PHONE';
      const newValue = (options.email ?? options.phone)!;
      const result = withDatabase(context, (db) => proposeContactChange({ accountEmail, kind, newValue, by: { kind: 'cli' } }, context.now(), db));
      if (!result.ok) throw new CliError(`Nothing was proposed: ${REFUSALS[result.reason]}.`);
      const replaced = result.cancelled > 0 ? ` It replaces ${result.cancelled} earlier proposal(s).` : '';
      context.out(
        `Proposal #${result.proposalId}: ${kind === 'EMAIL' ? 'email' : 'mobile number'} change for account ${result.userId}, waiting for the investor until ${formatWib(result.expiresAt)}.${replaced}\n` +
          'The investor was emailed a link to confirm it (npm run cli -- mail:outbox) and confirms it with a one-time code sent to the new address (recorded in the audit log).\n',
      );
    });
}
