// A holding to switch for one browser test (issue 15): a new account like the demo investor (accountLike) with a
// portfolio of its own holding a rupiah fund that has a switch target, written as the ledger writes a subscription
// (one SUBSCRIPTION entry and its position), so that `ledger:check` stays clean and no other test's holdings move.
import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { E2E_DATABASE } from '../../../playwright.config';
import { accountLike } from './fixtures';

export interface SwitchHolding {
  email: string;
  portfolioId: number;
  fundId: number;
  targetId: number;
  units: number;
}

/** `offset` picks another fund (tests at both widths run at once). The holding is worth about Rp 50.000.000. */
export function holdingToSwitch(offset = 0): SwitchHolding {
  const email = accountLike('investor@celengan.test');
  const db = new Database(E2E_DATABASE, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    const fund = db
      .prepare(
        `SELECT f.id, (SELECT nav FROM fund_navs WHERE fund_id = f.id ORDER BY nav_date DESC LIMIT 1) AS nav,
                (SELECT nav_date FROM fund_navs WHERE fund_id = f.id ORDER BY nav_date DESC LIMIT 1) AS navDate,
                (SELECT t.id FROM fund_switchings s JOIN funds t ON t.id = s.target_fund_id
                  WHERE s.fund_id = f.id AND t.investment_manager_id = f.investment_manager_id AND t.currency = f.currency
                    AND t.status = 'active_subsenabled' ORDER BY t.name, t.id LIMIT 1) AS targetId
           FROM funds f
          WHERE f.currency = 'IDR' AND f.type IN ('SAHAM', 'CAMPURAN', 'PENDAPATAN_TETAP') AND targetId IS NOT NULL
          ORDER BY f.id LIMIT 1 OFFSET ?`,
      )
      .get(offset) as { id: number; nav: number; navDate: string; targetId: number };
    const user = db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number };
    const now = Date.now();
    const portfolioId = Number(db.prepare("INSERT INTO portfolios (user_id, name, is_default, created_at) VALUES (?, 'Tabungan Switching', 1, ?)").run(user.id, now).lastInsertRowid);
    const cost = 50_000_000;
    const units = Math.floor((cost * 100_000_000) / fund.nav);
    db.transaction(() => {
      db.prepare(
        `INSERT INTO unit_ledger (user_id, portfolio_id, fund_id, entry_type, units, nav, nav_date, currency, amount, cost_basis_change, realized_profit, idempotency_key, created_at)
         VALUES (?, ?, ?, 'SUBSCRIPTION', ?, ?, ?, 'IDR', ?, ?, 0, ?, ?)`,
      ).run(user.id, portfolioId, fund.id, units, fund.nav, fund.navDate, cost, cost, `e2e-switch-${randomBytes(6).toString('hex')}`, now);
      db.prepare('INSERT INTO positions (user_id, portfolio_id, fund_id, units, cost_basis, realized_profit, held_units, updated_at) VALUES (?, ?, ?, ?, ?, 0, 0, ?)').run(user.id, portfolioId, fund.id, units, cost, now);
    }).immediate();
    return { email, portfolioId, fundId: fund.id, targetId: fund.targetId, units };
  } finally {
    db.close();
  }
}
