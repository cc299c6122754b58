// Against this test file's own copy of the seeded database (tests/setup.ts): the portfolio summary's sums and
// what the policies are told about "total investment" (spec landing §4) when the only holding is in USD, which
// the rupiah total leaves out (no exchange rate in the data).
import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { db } from '~/lib/db.server';
import { getLandingInitials } from './landing-initials.server';

const NOW = new Date('2025-11-07T14:00:00Z');

const userRow = (email: string) => db().select().from(schema.users).where(eq(schema.users.email, email)).get()!;

function initials(email: string) {
  const data = getLandingInitials({
    user: userRow(email),
    query: new URLSearchParams(),
    cookieReferralData: null,
    now: NOW,
    locale: 'id',
  }).data;
  return { cards: data.cards!, summary: data.portfolioSummary! };
}

/** Gives the user's default portfolio (made if missing) one unit of a USD fund, at cost US$1.00. */
function addUsdHolding(email: string): { portfolioId: number } {
  const user = userRow(email);
  const existing = db()
    .select({ id: schema.portfolios.id })
    .from(schema.portfolios)
    .where(and(eq(schema.portfolios.userId, user.id), eq(schema.portfolios.isDefault, true)))
    .get();
  const portfolioId =
    existing?.id ??
    db()
      .insert(schema.portfolios)
      .values({ userId: user.id, name: 'Portofolio Utama', isDefault: true })
      .returning({ id: schema.portfolios.id })
      .get().id;
  const fund = db()
    .selectDistinct({ id: schema.funds.id })
    .from(schema.funds)
    .innerJoin(schema.fundNavs, eq(schema.fundNavs.fundId, schema.funds.id))
    .where(and(eq(schema.funds.currency, 'USD'), isNotNull(schema.fundNavs.nav)))
    .get()!;
  db()
    .insert(schema.positions)
    .values({ userId: user.id, portfolioId, fundId: fund.id, units: 10_000, costBasis: 100, updatedAt: NOW })
    .run();
  return { portfolioId };
}

describe('landing initials: USD-only investment', () => {
  it('counts for the financial-goals card and the carousel, while the rupiah total stays 0', () => {
    // Verified, nothing bought yet.
    const email = 'edd@celengan.test';
    const before = initials(email);
    expect(before.summary.totalInvestment).toBe(0);
    expect(before.summary.usd.totalInvestment).toBe(0);
    expect(before.cards).toMatchObject({ financialGoalsCard: true, portfolioCarousel: false });
    expect(before.summary.carousel.shown).toBe(false);

    addUsdHolding(email);
    const after = initials(email);
    // The amounts are honest: nothing in rupiah, the holding in US cents.
    expect(after.summary.totalInvestment).toBe(0);
    expect(after.summary.initialInvestment).toBe(0);
    expect(after.summary.usd.totalInvestment).toBeGreaterThan(0);
    expect(after.summary.usd).toEqual({
      totalInvestment: after.summary.usd.totalInvestment,
      initialInvestment: 100,
      profit: after.summary.usd.totalInvestment - 100,
    });
    // The policies still see an investment (§4 "total investment is 0" is false).
    expect(after.cards).toMatchObject({ financialGoalsCard: false, portfolioCarousel: true });
    expect(after.summary.carousel.shown).toBe(true);
  });

  it('keeps a robo portfolio holding only USD among the carousel cards (§5 hides robo ones without investment)', () => {
    // The PIN-less investor's only portfolio is its default robo portfolio, empty and so hidden.
    const email = 'pin@celengan.test';
    const before = initials(email);
    expect(before.summary.portfolios).toMatchObject([{ defaultPortfolio: true, roboCermat: true }]);
    expect(before.summary.carousel).toMatchObject({ shown: false, cardPortfolioIds: [] });

    const { portfolioId } = addUsdHolding(email);
    const after = initials(email);
    expect(after.summary.portfolios).toMatchObject([
      { portfolioId, totalInvestment: 0, usd: { initialInvestment: 100 } },
    ]);
    expect(after.summary.carousel).toMatchObject({ shown: true, cardPortfolioIds: [portfolioId] });
    expect(after.cards.portfolioCarousel).toBe(true);
  });
});
