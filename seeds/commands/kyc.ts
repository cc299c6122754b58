// The operator's review from the command line (issue 14 item 7; decision 045), for scripts: `kyc:list [--status S]`,
// `kyc:approve EMAIL`, `kyc:reject EMAIL --reason CODE`, `kyc:blacklist EMAIL`, `bank:verify ID`, `bank:reject ID`.
// The same model as the operator pages (app/models/kyc-review.server.ts): each decision is audited as the CLI's,
// emailed and notified; a decision already taken changes nothing and says so (exit 0); an unknown email or id, a
// wrong status or an unknown reason is a one-line error (exit 1).
import { InvalidArgumentError, type Command } from 'commander';
import { eq } from 'drizzle-orm';
import { schema } from '../../db/client';
import { KYC_STATUSES, type KycInternalRejectionReason, type KycStatus } from '~/domain/enums';
import { KYC_INTERNAL_REJECTION_REASONS } from '~/domain/kyc/enums';
import { KYC_QUEUE_STATUSES, type KycReviewDecision } from '~/domain/policies/kyc-review';
import { normalizeEmail } from '~/models/users.server';
import {
  listKycQueue,
  rejectBankAccount,
  reviewKyc,
  verifyBankAccount,
  type BankAccountReviewResult,
  type KycReviewResult,
} from '~/models/kyc-review.server';
import { CliError, integerArgument, withDatabase, type CliContext } from './context';
import { formatWib } from './mail';

const CLI_ACTOR = { kind: 'cli' } as const;

/** An option-argument parser: one of `values`, else a one-line error naming them. */
function oneOf<T extends string>(values: readonly T[], what: string): (value: string) => T {
  return (value) => {
    if ((values as readonly string[]).includes(value)) return value as T;
    throw new InvalidArgumentError(`Unknown ${what}. Expected one of: ${values.join(', ')}.`);
  };
}

const DECISION_NAMES = { APPROVE: 'approve', REJECT: 'reject', BLACKLIST: 'blacklist' } as const;
/** Which statuses each decision starts from (app/domain/policies/kyc-review.ts), for the refusal's message. */
const ALLOWED_FROM = {
  APPROVE: KYC_QUEUE_STATUSES.join(', '),
  REJECT: KYC_QUEUE_STATUSES.join(', '),
  BLACKLIST: 'any status but verificationComplete',
} as const;

function decide(context: CliContext, email: string, decision: KycReviewDecision): void {
  const address = normalizeEmail(email);
  const result = withDatabase(context, (db): KycReviewResult => {
    const user = db.select({ id: schema.users.id, role: schema.users.role }).from(schema.users).where(eq(schema.users.email, address)).get();
    if (!user || user.role !== 'investor') return { ok: false, reason: 'USER_NOT_FOUND' };
    return reviewKyc(user.id, decision, CLI_ACTOR, context.now(), db);
  });
  const verb = DECISION_NAMES[decision.kind];
  if (!result.ok) {
    if (result.reason === 'USER_NOT_FOUND') throw new CliError(`No investor has the email ${address}.`);
    throw new CliError(`Cannot ${verb} ${address}: its KYC status is ${result.status ?? 'none (registration not sent)'}; ${verb} needs ${ALLOWED_FROM[decision.kind]}.`);
  }
  if (!result.changed) {
    context.out(`${address} is already ${result.status}: nothing changed.\n`);
    return;
  }
  const lines = [`${address} (user ${result.userId}): ${result.from ?? 'none'} → ${result.to}.`];
  if (decision.kind === 'REJECT') {
    lines.push(
      result.registrationFailed
        ? `Reason ${decision.reason}; rejection ${result.rejectionCount} of 3: the registration has ended (no more revising).`
        : `Reason ${decision.reason}; rejection ${result.rejectionCount} of 3: the investor may revise and send again.`,
    );
  }
  if (result.verifiedBankAccountId) lines.push(`Bank account ${result.verifiedBankAccountId} of the registration verified.`);
  lines.push(`Email ${result.outboxEmailId} queued (npm run cli -- mail:outbox), notification ${result.notificationId} sent; recorded in the audit log.`);
  context.out(`${lines.join('\n')}\n`);
}

function decideBank(context: CliContext, id: number, decision: 'verify' | 'reject'): void {
  const result = withDatabase(context, (db): BankAccountReviewResult =>
    decision === 'verify' ? verifyBankAccount(id, CLI_ACTOR, context.now(), db) : rejectBankAccount(id, CLI_ACTOR, context.now(), db),
  );
  if (!result.ok) {
    if (result.reason === 'NOT_FOUND') throw new CliError(`No bank account has the id ${id}.`);
    throw new CliError(`Cannot ${decision} bank account ${id}: it is ${result.status}; only a PENDING account is reviewed.`);
  }
  if (!result.changed) {
    context.out(`Bank account ${id} is already ${result.status}: nothing changed.\n`);
    return;
  }
  context.out(
    `Bank account ${id} (user ${result.userId}): PENDING → ${result.status}.\nEmail ${result.outboxEmailId} queued, notification ${result.notificationId} sent; recorded in the audit log.\n`,
  );
}

export function registerKycCommands(program: Command, context: CliContext): void {
  program
    .command('kyc:list')
    .description('List the registrations waiting for review (oldest first), or the users of one KYC status')
    .option('--status <status>', `one KYC status (default: ${KYC_QUEUE_STATUSES.join(', ')})`, oneOf(KYC_STATUSES, 'KYC status'))
    .action((options: { status?: KycStatus }) => {
      const entries = withDatabase(context, (db) => listKycQueue({ status: options.status }, db));
      const scope = options.status ?? 'waiting for review';
      if (entries.length === 0) {
        context.out(`No registration is ${options.status ? `in status ${options.status}` : 'waiting for review'}.\n`);
        return;
      }
      const lines = entries.map(
        (entry) =>
          `${String(entry.userId).padStart(6)}  ${entry.email.padEnd(32)} ${entry.status.padEnd(25)} ${entry.submittedAt ? formatWib(entry.submittedAt) : 'not sent'.padEnd(23)}  rejections ${entry.rejectionCount}`,
      );
      context.out(`${['  user  email                            status                    sent', ...lines].join('\n')}\n${entries.length} registration(s) (${scope}).\n`);
    });

  program
    .command('kyc:approve')
    .description('Approve a registration: verificationComplete, identity verified, its bank account verified')
    .argument('<email>', "the investor's email")
    .action((email: string) => decide(context, email, { kind: 'APPROVE' }));

  program
    .command('kyc:reject')
    .description('Reject a registration with an internal reason; the third rejection ends it')
    .argument('<email>', "the investor's email")
    .requiredOption('--reason <code>', `one of ${KYC_INTERNAL_REJECTION_REASONS.join(', ')}`, oneOf(KYC_INTERNAL_REJECTION_REASONS, 'rejection reason'))
    .action((email: string, options: { reason: KycInternalRejectionReason }) => decide(context, email, { kind: 'REJECT', reason: options.reason }));

  program
    .command('kyc:blacklist')
    .description('Block an investor (blacklistedInternal), from any status but verificationComplete')
    .argument('<email>', "the investor's email")
    .action((email: string) => decide(context, email, { kind: 'BLACKLIST' }));

  program
    .command('bank:verify')
    .description('Verify a PENDING bank account')
    .argument('<id>', 'the bank account id', integerArgument(1, Number.MAX_SAFE_INTEGER))
    .action((id: number) => decideBank(context, id, 'verify'));

  program
    .command('bank:reject')
    .description('Reject a PENDING bank account')
    .argument('<id>', 'the bank account id', integerArgument(1, Number.MAX_SAFE_INTEGER))
    .action((id: number) => decideBank(context, id, 'reject'));
}
