// The monthly e-statement in the browser (issue 18 item 1 "Playwright: download a statement and read its text";
// decision 081), at 375 px and at 1280 px (the mobile and desktop projects) with an axe check: the demo investor opens
// /reksadana/e-statement from the dashboard's report link, sees the months by year, downloads the newest statement (a
// plain link: no script needed) and the PDF's text names a fund held, its closing NAV, its units and its custodian as
// the issuer, as the kept statement's figures say.
import { readFileSync } from 'node:fs';
import { formatNav, formatUnits } from '../../app/lib/format';
import type { MonthlyStatement } from '../../app/domain/statements/monthly-statement';
import { pdfText } from '../support/pdf-text';
import { expect, expectNoViolations, queryOne, signIn, test } from './support/fixtures';

const INVESTOR = 'investor@celengan.test';

test('the investor opens the monthly statements from the dashboard and downloads one: the PDF names the fund, NAV, units and custodian', async ({ page }) => {
  await signIn(page, INVESTOR);
  await page.getByTestId('submenu').getByRole('link', { name: 'Laporan' }).click();
  await expect(page).toHaveURL(/\/reksadana\/e-statement$/);
  const list = page.getByTestId('e-statement');
  await expect(list.getByRole('heading', { level: 1 })).toHaveText('Laporan bulanan');
  await expect(page).toHaveTitle('Laporan bulanan · Celengan');
  const years = list.getByTestId('e-statement-year');
  await expect(years.first()).toBeVisible();
  await expectNoViolations(page);

  // The newest month first: its link downloads the PDF, made on this first request and kept.
  const link = list.getByTestId('e-statement-download').first();
  const href = (await link.getAttribute('href'))!;
  const month = new URL(href, 'http://localhost').searchParams.get('month')!;
  expect(month).toMatch(/^\d{4}-\d{2}$/);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`celengan-e-statement-${month}.pdf`);
  const text = (await pdfText(readFileSync((await download.path())!))).replace(/\s+/g, ' ');

  const kept = queryOne<{ figures: string }>(
    "SELECT s.figures FROM statements s JOIN users u ON u.id = s.user_id WHERE u.email = ? AND s.kind = 'MONTHLY' AND s.period = ?",
    INVESTOR,
    month,
  );
  const figures = JSON.parse(kept.figures) as MonthlyStatement;
  const line = figures.portfolios.flatMap((p) => p.funds).find((f) => f.closing.units > 0 && f.closing.nav)!;
  expect(text).toContain('Laporan Bulanan Reksa Dana');
  expect(text).toContain(line.fund.name);
  expect(text).toContain(formatNav(line.closing.nav!.nav, line.fund.currency, 'id'));
  expect(text).toContain(formatUnits(line.closing.units, 'id'));
  expect(text).toContain(`Laporan ini diterbitkan oleh Bank Kustodian ${line.fund.custodian}`);
});
