import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { fundNavs } from '../../db/schema';
import { cliRunner } from '../../tests/support/cli';
import { scaled } from './nav';
import { scratchDatabases } from '../../tests/support/test-run';

const NOW = new Date('2025-11-14T12:00:00Z');
const databases = scratchDatabases('cli-nav');
const freshPath = () => databases.copyOfSeeded();

const cli = cliRunner(NOW);

const navRows = (path: string) => {
  const db = openDatabase(path);
  try {
    return db.select({ n: count() }).from(fundNavs).get()!.n;
  } finally {
    db.$client.close();
  }
};

describe('argument validation', () => {
  it.each([
    [['nav:import'], /missing required argument 'file'/],
    [['nav:import', 'a.csv', 'b.csv'], /too many arguments for 'nav:import'/],
    [['nav:publish', '--date'], /option '--date <date>' argument missing/],
    [['nav:publish', '--date', '2025-13-01'], /option '--date <date>' argument '2025-13-01' is invalid\. Expected a date as YYYY-MM-DD\./],
    [['nav:publish', '--date', 'tomorrow'], /argument 'tomorrow' is invalid/],
    [['nav:publish', '2025-11-10'], /too many arguments for 'nav:publish'/],
    [['nav:import', 'tests/fixtures/no-such-file.csv'], /^error: No file at tests\/fixtures\/no-such-file\.csv\.\n$/],
    [['nav:import', 'tests/fixtures'], /is a folder, not a CSV file/],
    [['nav:publish', '--date', '2025-11-08'], /^error: 2025-11-08 is not an exchange day \(a weekend\); the next exchange day is 2025-11-10\.\n$/],
    [['nav:publish', '--date', '2025-11-06'], /^error: 2025-11-06 is before the newest NAV \(2025-11-07\): publish 2025-11-10 or later\.\n$/],
  ])('%j prints one clear line, exits 1 and changes nothing', async (args, message) => {
    const before = navRows(process.env.DATABASE_PATH!);
    const result = await cli(args);
    expect(result.status).toBe(1);
    expect(result.out).toBe('');
    expect(result.err).toMatch(/^error: /);
    expect(result.err).toMatch(message);
    expect(result.err.trimEnd().split('\n')).toHaveLength(1);
    expect(navRows(process.env.DATABASE_PATH!)).toBe(before);
  });

  it('a mistyped option gets a suggestion', async () => {
    const result = await cli(['nav:publish', '--days', '2']);
    expect(result).toEqual({ status: 1, out: '', err: "error: unknown option '--days'\n(Did you mean --date?)\n" });
  });

  it('help lists both commands', async () => {
    const result = await cli(['--help']);
    expect(result.status).toBe(0);
    expect(result.out).toMatch(/nav:import <file>/);
    expect(result.out).toMatch(/nav:publish \[options\]/);
  });

  it('refuses a database that does not exist', async () => {
    const path = databases.path('missing');
    const result = await cli(['nav:publish'], path);
    expect(result).toEqual({ status: 1, out: '', err: `error: No database at ${path}. Run \`npm run cli -- seed\` first or set DATABASE_PATH.\n` });
  });
});

describe('nav:import', () => {
  it('imports a good file and prints the counts', async () => {
    const path = freshPath();
    const result = await cli(['nav:import', 'tests/fixtures/nav-good.csv'], path);
    expect(result.err).toBe('');
    expect(result.status).toBe(0);
    expect(result.out).toBe(
      [
        'Imported tests/fixtures/nav-good.csv: 7 row(s) for 5 fund(s) (EASSH03, PNMPU01, SIMPT01, SIMPT03, SIMSH02) from 2025-11-07 to 2025-11-11.',
        '  added      5',
        '  updated    1',
        '  unchanged  1',
        '  rejected   0',
        'Adjusted NAV derived for 4 row(s) (same daily return as the NAV).',
        'AUM: 2 added, 0 updated (current AUM follows the newest).',
        'Statistics refreshed for 4 fund(s).',
        '',
      ].join('\n'),
    );
  });

  it('lists each rejected row with its line number, changes nothing and exits 1', async () => {
    const path = freshPath();
    const before = navRows(path);
    const result = await cli(['nav:import', 'tests/fixtures/nav-bad.csv'], path);
    expect(result.status).toBe(1);
    expect(result.out).toMatch(/^Read tests\/fixtures\/nav-bad\.csv: 14 data row\(s\), 13 rejected:\n/);
    expect(result.out).toMatch(/^ {2}line 3: unknown fund code "XXXPU99"$/m);
    expect(result.out).toMatch(/^ {2}line 9: duplicate of line 2 \(PNMPU01 on 2025-11-10\)$/m);
    expect(result.out.trimEnd().split('\n')).toHaveLength(14);
    expect(result.err).toBe(
      'error: Nothing was imported: a file with any rejected row changes nothing (13 rejected). Fix the rows and run the import again.\n',
    );
    expect(navRows(path)).toBe(before);
  });
});

describe('nav:publish', () => {
  it('publishes the next exchange day, then says a repeated date is already published', async () => {
    const path = freshPath();
    const before = navRows(path);
    const result = await cli(['nav:publish'], path);
    expect(result.err).toBe('');
    expect(result.status).toBe(0);
    const lines = result.out.trimEnd().split('\n');
    expect(lines[0]).toBe('Published the NAV of 2025-11-10 (Monday) for 13 fund(s):');
    expect(lines.slice(1, 14).every((l) => /^ {2}[A-Z0-9]+ +\d+\.\d{4} {2}from \d+\.\d{4} \(2025-11-07\) {2}[+-]\d+\.\d{2}%$/.test(l))).toBe(true);
    expect(lines.at(-1)).toBe('Statistics refreshed for 13 fund(s).');
    expect(navRows(path)).toBe(before + 13);

    const again = await cli(['nav:publish', '--date', '2025-11-10'], path);
    expect(again).toEqual({ status: 0, out: 'NAV of 2025-11-10 is already published for every active fund (13): no NAV changed.\n', err: '' });
    expect(navRows(path)).toBe(before + 13);
  });

  it('accepts --date in DD/MM/YYYY too and reports the dividends it distributed', async () => {
    const path = freshPath();
    const result = await cli(['nav:publish', '--date', '28/11/2025'], path);
    expect(result.status).toBe(0);
    expect(result.out).toMatch(/^Published the NAV of 2025-11-28 \(Friday\) for 13 fund\(s\):/);
    expect(result.out).toMatch(/^Dividend: SIMPT01 distributed \d+\.\d{4} per unit \(cumulative date 2025-11-28, payment 2025-12-05\)\.$/m);
  });
});

it('scaled prints NAV × 10^4 as a plain decimal', () => {
  expect(scaled(11_104_719)).toBe('1110.4719');
  expect(scaled(11_131)).toBe('1.1131');
  expect(scaled(42)).toBe('0.0042');
});
