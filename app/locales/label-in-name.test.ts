// WCAG 2.5.3 Label in Name: a control whose accessible name (aria-label) adds context to its visible words
// must start with those words, so a speech user who says what they see ("Investasi sekarang") reaches it
// (issue 13 item 14). Each row pairs the visible text's key with the aria-label's key of one control, in
// both languages; the e2e accessibility test checks the rendered pages with axe's label-content-name-mismatch.
import { describe, expect, it } from 'vitest';
import { resources } from '.';

type Pair = [control: string, visible: (r: (typeof resources)['id']) => string, label: (r: (typeof resources)['id']) => string];

const PAIRS: Pair[] = [
  ['the robo model card’s invest link (landing)', (r) => r.landing.robo.investShort, (r) => r.landing.robo.invest],
  ['an order row’s pay link (order list)', (r) => r.orders.row.pay, (r) => r.orders.row.payOf],
  ['an order row’s detail link (order list)', (r) => r.orders.row.detail, (r) => r.orders.row.detailOf],
  ['the product selector’s buy link (landing)', (r) => r.dashboard.selector.buy, (r) => r.dashboard.selector.buyLabel],
  ['a portfolio card’s top-up link (landing)', (r) => r.dashboard.portfolios.topUp, (r) => r.dashboard.portfolios.topUpLabel],
  ['the payment page’s copy button', (r) => r.payment.copy, (r) => r.payment.copyLabel],
  // Issue 18 (helper tax): the tax report panel's links and button (e-statement page)
  ['the tax report’s PDF link', (r) => r.statements.tax.panel.downloadPdf, (r) => r.statements.tax.panel.downloadPdfLabel],
  ['the tax report’s CSV link', (r) => r.statements.tax.panel.downloadCsv, (r) => r.statements.tax.panel.downloadCsvLabel],
  ['the tax report’s send button', (r) => r.statements.tax.panel.send, (r) => r.statements.tax.panel.sendLabel],
];

describe('accessible names start with the visible words (WCAG 2.5.3)', () => {
  it.each(PAIRS.flatMap(([control, visible, label]) => (['id', 'en'] as const).map((lng) => [control, lng, visible, label] as const)))(
    '%s in %s',
    (_control, lng, visible, label) => {
      const r = resources[lng] as (typeof resources)['id'];
      const shown = visible(r);
      const name = label(r).replace(/\{\{\w+\}\}/g, 'X');
      expect(name.toLowerCase().startsWith(`${shown.toLowerCase()} `), `“${name}” should start with “${shown}”`).toBe(true);
    },
  );
});
