// `payments:simulate` and `payments:expire`, and the settlement line of `nav:publish`, on a scratch copy
// of the seeded database (the demo's daily cycle: buy, pay, publish, check the ledger).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, schema } from '../../db/client';
import { jakartaInstant } from '~/domain/dates';
import { placeRoboOrder } from '../../tests/support/orders';
import { cliRunner } from '../../tests/support/cli';
import { scratchDatabases } from '../../tests/support/test-run';

const PLACED = jakartaInstant('2025-11-10', '09:00');
const databases = scratchDatabases('cli-payments');

function placeOrder(path: string): number {
  const db = openDatabase(path);
  try {
    return placeRoboOrder({ amount: 500_000, at: PLACED, database: db });
  } finally {
    db.$client.close();
  }
}

const statusOf = (path: string, orderId: number) => {
  const db = openDatabase(path);
  try {
    return db.select({ status: schema.orders.status }).from(schema.orders).where(eq(schema.orders.id, orderId)).get()?.status;
  } finally {
    db.$client.close();
  }
};

describe('payments:simulate, nav:publish and ledger:check', () => {
  it('pays an order, settles it with the NAV and finds the ledger consistent', async () => {
    const path = databases.copyOfSeeded();
    const orderId = placeOrder(path);
    const cli = cliRunner(jakartaInstant('2025-11-10', '10:00'));
    expect(await cli(['payments:simulate', String(orderId)], path)).toEqual({
      status: 0,
      out: `Order ${orderId} is paid; its units come with the NAV of its NAV date (nav:publish).\n`,
      err: '',
    });
    expect(await cli(['payments:simulate', String(orderId)], path)).toMatchObject({ status: 0, out: `Order ${orderId} was already paid: nothing changed.\n` });
    expect(statusOf(path, orderId)).toBe('PAID');

    const published = await cliRunner(jakartaInstant('2025-11-10', '17:00'))(['nav:publish'], path);
    expect(published.status).toBe(0);
    expect(published.out).toContain('Settlement: 3 order item(s) priced, 1 order(s) completed.');
    expect(statusOf(path, orderId)).toBe('COMPLETED');
    expect(await cli(['ledger:check'], path)).toMatchObject({ status: 0, out: 'Ledger check: every position matches the unit ledger, and every paid order can still be priced.\n' });
  });

  it('refuses an unknown order and expires what is past its 24 hours', async () => {
    const path = databases.copyOfSeeded();
    const orderId = placeOrder(path);
    const cli = cliRunner(jakartaInstant('2025-11-11', '09:00'));
    expect(await cli(['payments:simulate', '999999'], path)).toEqual({ status: 1, out: '', err: 'error: Order 999999 was not paid: no such order.\n' });
    expect(await cli(['payments:simulate', 'abc'], path)).toMatchObject({ status: 1 });
    expect(await cli(['payments:expire'], path)).toEqual({ status: 0, out: 'Expired 1 unpaid order(s).\n', err: '' });
    expect(statusOf(path, orderId)).toBe('EXPIRED');
    expect(await cli(['payments:simulate', String(orderId)], path)).toMatchObject({ status: 1, err: expect.stringContaining('no longer waiting for payment') });
    // The same five-minute slot again: a catch-up through the guard (decision 076), which finds nothing left.
    expect(await cli(['payments:expire'], path)).toEqual({
      status: 0,
      out: '(payment-expiry 2025-11-11T09:00 had run before: this was attempt 2, doing only what was left.)\nNo unpaid order is past its payment time.\n',
      err: '',
    });
  });
});
