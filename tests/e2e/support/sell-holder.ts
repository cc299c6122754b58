// An investor of one's own for the sell tests (issue 15): a copy of the demo investor (same password, KYC and PIN;
// support/fixtures.ts accountLike) with one portfolio holding 10 000 units of an IDR stock fund, bought at its latest
// NAV through a SUBSCRIPTION ledger entry (so that the ledger and the position agree), and a verified rupiah bank
// account for the proceeds. Other browser tests never see its orders.
import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { E2E_DATABASE } from '../../../playwright.config';
import { sellPath } from '../../../app/domain/transact-paths';
import type { FundType } from '../../../app/domain/enums';
import { accountLike } from './fixtures';

export interface SellHolder {
  email: string;
  userId: number;
  portfolioId: number;
  fund: { id: number; name: string; type: FundType };
  /** Units × 10^4 held. */
  units: number;
  /** Their value at the latest NAV (rupiah). */
  value: number;
  sellPath: string;
}

const UNITS = 100_000_000; // 10 000 units: worth well over every stock fund's minimums

export function sellHolder(): SellHolder {
  const email = accountLike('investor@celengan.test');
  const db = new Database(E2E_DATABASE, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    return db.transaction(() => {
      const now = Date.now();
      const { id: userId } = db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number };
      const fund = db
        .prepare(
          "SELECT f.id, f.name, f.type, n.nav, n.nav_date AS navDate FROM funds f JOIN fund_navs n ON n.fund_id = f.id WHERE f.type = 'SAHAM' AND f.currency = 'IDR' AND f.status = 'active_subsenabled' AND f.redemption_fee_bp = 0 ORDER BY f.id, n.nav_date DESC LIMIT 1",
        )
        .get() as { id: number; name: string; type: FundType; nav: number; navDate: string };
      const portfolioId = Number(
        db.prepare("INSERT INTO portfolios (user_id, name, icon, is_default, robo_cermat, active, show_target, created_at) VALUES (?, 'Tabungan Jual', 'default', 1, 0, 1, 0, ?)").run(userId, now).lastInsertRowid,
      );
      const value = Math.floor((UNITS * fund.nav) / 1e8);
      db.prepare(
        `INSERT INTO unit_ledger (user_id, portfolio_id, fund_id, order_item_id, entry_type, units, nav, nav_date, currency, amount, cost_basis_change, realized_profit, idempotency_key, created_at)
         VALUES (?, ?, ?, NULL, 'SUBSCRIPTION', ?, ?, ?, 'IDR', ?, ?, 0, ?, ?)`,
      ).run(userId, portfolioId, fund.id, UNITS, fund.nav, fund.navDate, value, value, `e2e-sell-${randomBytes(6).toString('hex')}`, now);
      db.prepare('INSERT INTO positions (user_id, portfolio_id, fund_id, units, cost_basis, realized_profit, held_units, updated_at) VALUES (?, ?, ?, ?, ?, 0, 0, ?)').run(
        userId,
        portfolioId,
        fund.id,
        UNITS,
        value,
        now,
      );
      // The demo investor's verified rupiah account, for this investor.
      const account = db.prepare("SELECT * FROM bank_accounts WHERE user_id = (SELECT id FROM users WHERE email = 'investor@celengan.test') AND currency = 'IDR' AND status = 'VERIFIED'").get() as Record<string, unknown>;
      const values: Record<string, unknown> = { ...account, user_id: userId, passbook_document_id: null };
      delete values.id;
      const names = Object.keys(values);
      db.prepare(`INSERT INTO bank_accounts (${names.join(', ')}) VALUES (${names.map((n) => `@${n}`).join(', ')})`).run(values);
      return { email, userId, portfolioId, fund: { id: fund.id, name: fund.name, type: fund.type }, units: UNITS, value, sellPath: sellPath({ portfolioId, fund }) };
    }).immediate();
  } finally {
    db.close();
  }
}
