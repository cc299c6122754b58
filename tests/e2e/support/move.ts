// An investor with two portfolios for the move tests (issue 15 item 3): an account of the test's own, a copy of the
// demo investor, holding a stock fund in one goal portfolio, booked through the unit ledger like a purchase.
import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { E2E_DATABASE } from '../../../playwright.config';
import { accountLike } from './fixtures';

export interface Setup {
  email: string;
  source: number;
  target: number;
  fund: { id: number; type: 'SAHAM' };
  units: number;
  costBasis: number;
}

/** A new investor with "Tabungan Saham" holding 100 units of an IDR stock fund (cost Rp 1.500.000) and an empty "Dana Pensiun". */
export function investorWithTwoPortfolios(): Setup {
  const email = accountLike('investor@celengan.test');
  const db = new Database(E2E_DATABASE, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    const userId = (db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number }).id;
    const add = db.prepare('INSERT INTO portfolios (user_id, name, icon, created_at) VALUES (?, ?, ?, ?) RETURNING id');
    const now = Date.now();
    const source = (add.get(userId, 'Tabungan Saham', 'default', now) as { id: number }).id;
    const target = (add.get(userId, 'Dana Pensiun', 'retirement', now + 1) as { id: number }).id;
    const fund = db
      .prepare("SELECT id, type FROM funds WHERE type = 'SAHAM' AND currency = 'IDR' AND EXISTS (SELECT 1 FROM fund_navs n WHERE n.fund_id = funds.id) ORDER BY id LIMIT 1")
      .get() as Setup['fund'];
    const nav = db.prepare('SELECT nav, nav_date AS navDate FROM fund_navs WHERE fund_id = ? ORDER BY nav_date DESC LIMIT 1').get(fund.id) as { nav: number; navDate: string };
    const units = 100_0000;
    const costBasis = 1_500_000;
    db.prepare(
      `INSERT INTO unit_ledger (user_id, portfolio_id, fund_id, entry_type, units, nav, nav_date, currency, amount, cost_basis_change, idempotency_key, created_at)
       VALUES (?, ?, ?, 'SUBSCRIPTION', ?, ?, ?, 'IDR', ?, ?, ?, ?)`,
    ).run(userId, source, fund.id, units, nav.nav, nav.navDate, costBasis, costBasis, `e2e-move-${randomBytes(6).toString('hex')}`, now);
    db.prepare('INSERT INTO positions (user_id, portfolio_id, fund_id, units, cost_basis, updated_at) VALUES (?, ?, ?, ?, ?, ?)').run(userId, source, fund.id, units, costBasis, now);
    return { email, source, target, fund, units, costBasis };
  } finally {
    db.close();
  }
}

export const positionOf = (portfolioId: number, fundId: number) => {
  const db = new Database(E2E_DATABASE, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT units, cost_basis AS costBasis, realized_profit AS realizedProfit FROM positions WHERE portfolio_id = ? AND fund_id = ?').get(portfolioId, fundId) as
      | { units: number; costBasis: number; realizedProfit: number }
      | undefined;
  } finally {
    db.close();
  }
};

