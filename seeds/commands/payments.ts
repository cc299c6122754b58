// `payments:simulate ORDER_ID` and `payments:expire` (issue 5 item 6): the demo's stand-in for the payment
// gateway, through the same code as the signed callback, and the sweep that expires unpaid orders;
// `referral:release`, the daily credit of referral cashback past its holding period (decision 025).
import type { Command } from 'commander';
import { simulatePayment } from '~/models/payments.server';
import { jobKey } from '~/domain/job-schedule';
import { runGuardedCommand } from './jobs';
import { formatMoney } from '~/lib/format';
import { env } from '~/lib/env.server';
import { CliError, integerArgument, withDatabase, type CliContext } from './context';

const REFUSALS = {
  BAD_SIGNATURE: 'the notification signature was refused',
  MALFORMED: 'the notification was malformed',
  NOT_FOUND: 'no such order',
  AMOUNT_MISMATCH: 'the amount does not match the payment',
  NOT_PAYABLE: 'the order is no longer waiting for payment (expired or failed)',
} as const;

export function registerPaymentCommands(program: Command, context: CliContext): void {
  program
    .command('payments:simulate')
    .description('Pay an order as the payment gateway would (demo mode only), through the signed callback code')
    .argument('<orderId>', 'the order id (as in /payment/ORDER_ID)', integerArgument(1, Number.MAX_SAFE_INTEGER))
    .action((orderId: number) => {
      if (!env().demoMode) throw new CliError('Simulated payments are off outside demo mode (set DEMO_MODE=true to allow them).');
      const outcome = withDatabase(context, (db) => simulatePayment(orderId, context.now(), db));
      if (!outcome.ok) throw new CliError(`Order ${orderId} was not paid: ${REFUSALS[outcome.reason]}.`);
      context.out(outcome.changed ? `Order ${orderId} is paid; its units come with the NAV of its NAV date (nav:publish).\n` : `Order ${orderId} was already paid: nothing changed.\n`);
    });

  program
    .command('payments:expire')
    .description('Expire the orders whose payment time (24 hours) is over, giving back coupons and cashback')
    .action(() => {
      // Through the job_runs guard, for the current five-minute slot (decision 076).
      const expired = Number(runGuardedCommand(context, 'payment-expiry', jobKey('payment-expiry', context.now())).details.expired);
      context.out(expired === 0 ? 'No unpaid order is past its payment time.\n' : `Expired ${expired} unpaid order(s).\n`);
    });

  program
    .command('referral:release')
    .description('Credit the referral cashback of every purchase, and every referrer\'s reward, whose holding period (30 days) is over')
    .action(() => {
      // Through the job_runs guard, for today's Jakarta date (decision 076).
      const report = runGuardedCommand(context, 'referral-release', jobKey('referral-release', context.now())).details as { released: number; amount: number; referrerRewards?: number; referrerAmount?: number };
      const referrers = report.referrerRewards ?? 0;
      if (report.released === 0 && referrers === 0) context.out('No referral cashback is due.\n');
      if (report.released > 0) context.out(`Credited ${report.released} referral cashback(s), ${formatMoney(report.amount, 'IDR')} in all.\n`);
      // The referrers' rewards for their friends' purchases (decision 085).
      if (referrers > 0) context.out(`Credited ${referrers} referrer reward(s), ${formatMoney(report.referrerAmount ?? 0, 'IDR')} in all.\n`);
    });
}
