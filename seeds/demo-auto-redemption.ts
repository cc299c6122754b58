// Demo data for auto-redemption (issue 18 item 4; decisions 087, 088): the demo investor has one ACTIVE rule (a money
// market holding, its profit sold every 6 months, counted from the seed day, so a few days of nav:publish never
// trigger it) and one rule waiting for approval (a stock holding, all units when the profit reaches 20%), which
// /auto-redemption/{id}/approval shows. Written straight into the table, as the investor's consent would leave them.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { autoRedemptions, funds, portfolios, positions, users } from '../db/schema';
import { jakartaDate } from '~/domain/dates';

export interface DemoAutoRedemptionReport {
  active: number | null;
  pending: number | null;
}

export function seedDemoAutoRedemption(db: Db, now: Date): DemoAutoRedemptionReport {
  const investor = db.select({ id: users.id }).from(users).where(eq(users.email, 'investor@celengan.test')).get();
  if (!investor) return { active: null, pending: null };
  const holdingOf = (type: 'PASAR_UANG' | 'SAHAM', except: number[] = []) =>
    db
      .select({ portfolioId: positions.portfolioId, fundId: positions.fundId })
      .from(positions)
      .innerJoin(funds, eq(funds.id, positions.fundId))
      .innerJoin(portfolios, eq(portfolios.id, positions.portfolioId))
      .where(and(eq(positions.userId, investor.id), eq(funds.type, type), eq(funds.currency, 'IDR'), eq(portfolios.active, true), inArray(portfolios.name, ['Dana Darurat', 'Portofolio Utama'])))
      .orderBy(asc(positions.portfolioId), asc(positions.fundId))
      .all()
      .find((h) => !except.includes(h.fundId));
  const today = jakartaDate(now);
  const moneyMarket = holdingOf('PASAR_UANG');
  const stock = holdingOf('SAHAM');
  const insert = (values: typeof autoRedemptions.$inferInsert) => db.insert(autoRedemptions).values(values).returning({ id: autoRedemptions.id }).get().id;
  const active = moneyMarket
    ? insert({ userId: investor.id, ...moneyMarket, status: 'ACTIVE', triggerType: 'PERIOD', periodMonths: 6, scope: 'PROFIT_ONLY', anchorDate: today, consentAt: now, createdAt: now, updatedAt: now })
    : null;
  const pending = stock
    ? insert({ userId: investor.id, ...stock, status: 'PENDING_ACTIVATION_APPROVAL', triggerType: 'PERCENTAGE_PROFIT', profitTargetBps: 2000, scope: 'ALL', anchorDate: today, createdAt: now, updatedAt: now })
    : null;
  return { active, pending };
}
