// `rates:import` (issue 16 item 6; decision 069): a good file adds, updates and leaves rates as the nav:import
// report does; a file with any bad row changes nothing and exits 1, each bad row named by its line.
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { auditLog, usdRates } from '../../db/schema';
import { cliRunner } from '../../tests/support/cli';
import { scratchDatabases } from '../../tests/support/test-run';
import { parseUsdRate } from '~/models/usd-rates.server';

const NOW = new Date('2025-11-14T12:00:00Z');
const databases = scratchDatabases('cli-rates');
const cli = cliRunner(NOW);

function snapshot(path: string) {
  const db = openDatabase(path);
  try {
    return {
      rates: db.select({ rateDate: usdRates.rateDate, buyRate: usdRates.buyRate }).from(usdRates).orderBy(asc(usdRates.rateDate)).all(),
      audits: db.select().from(auditLog).all().filter((row) => row.action === 'usd_rate.import').length,
    };
  } finally {
    db.$client.close();
  }
}

describe('rates:import', () => {
  it('the seed wrote a plausible rate for every exchange day of the NAV history', () => {
    const { rates } = snapshot(databases.copyOfSeeded());
    expect(rates.length).toBeGreaterThan(200);
    for (const { buyRate } of rates) expect(buyRate / 10_000).toBeGreaterThan(9_000), expect(buyRate / 10_000).toBeLessThan(18_000);
    expect(rates.at(-1)!.rateDate).toBe('2025-11-07');
  });

  it('imports a good file (semicolons, Indonesian numbers, both date forms) and prints the counts', async () => {
    const path = databases.copyOfSeeded();
    const before = snapshot(path);
    const result = await cli(['rates:import', 'tests/fixtures/usd-rates-good.csv'], path);
    expect(result).toEqual({
      status: 0,
      err: '',
      out: ['Imported tests/fixtures/usd-rates-good.csv: 3 dollar rate(s) from 2025-01-02 to 2025-01-06.', '  added      0', '  updated    3', '  unchanged  0', '  rejected   0', ''].join('\n'),
    });
    const after = snapshot(path);
    const byDate = new Map(after.rates.map((r) => [r.rateDate, r.buyRate]));
    expect(byDate.get('2025-01-02')).toBe(162_455_000);
    expect(byDate.get('2025-01-03')).toBe(162_600_000);
    expect(byDate.get('2025-01-06')).toBe(163_010_000);
    expect(after.rates).toHaveLength(before.rates.length);
    expect(after.audits).toBe(before.audits + 1);

    // The same file again changes nothing.
    const again = await cli(['rates:import', 'tests/fixtures/usd-rates-good.csv'], path);
    expect(again.out).toMatch(/unchanged {2}3/);
  });

  it('lists each bad row with its line, changes nothing and exits 1', async () => {
    const path = databases.copyOfSeeded();
    const before = snapshot(path);
    const result = await cli(['rates:import', 'tests/fixtures/usd-rates-bad.csv'], path);
    expect(result.status).toBe(1);
    expect(result.out).toBe(
      [
        'Read tests/fixtures/usd-rates-bad.csv: 7 data row(s), 6 rejected:',
        '  line 3: rate 162 is outside 1000–100000 rupiah per dollar',
        '  line 4: bad date "2025-13-01" (expected YYYY-MM-DD or DD/MM/YYYY)',
        '  line 5: duplicate of line 2 (2025-01-02)',
        '  line 6: 2999-01-01 is in the future (today is 2025-11-14)',
        '  line 7: bad rate "abc" (expected rupiah per dollar, e.g. 16245 or 16.245,50, at most 4 decimals)',
        '  line 8: expected 2 columns (date, buy rate (rupiah per US dollar)), found 1',
        '',
      ].join('\n'),
    );
    expect(result.err).toBe('error: Nothing was imported: a file with any rejected row changes nothing (6 rejected). Fix the rows and run the import again.\n');
    expect(snapshot(path)).toEqual(before);
  });

  it('refuses a file without a header row, and a missing file, in one line each', async () => {
    const path = databases.copyOfSeeded();
    const missing = await cli(['rates:import', 'tests/fixtures/no-such-rates.csv'], path);
    expect(missing).toEqual({ status: 1, out: '', err: 'error: No file at tests/fixtures/no-such-rates.csv.\n' });
    const noHeader = await cli(['rates:import', 'tests/fixtures/usd-rates-no-header.csv'], path);
    expect(noHeader.status).toBe(1);
    expect(noHeader.out).toMatch(/line 1: the first row is data, not a header/);
  });
});

it.each([
  ['16245', 162_450_000],
  ['16245.5', 162_455_000],
  ['16.245', 162_450_000],
  ['16.245,50', 162_455_000],
  ['1.234.567', 12_345_670_000],
  ['16,245.50', null],
  ['', null],
  ['-16245', null],
])('parseUsdRate(%j) = %j', (text, expected) => {
  expect(parseUsdRate(text)).toBe(expected);
});
