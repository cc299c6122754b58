// What the landing page shows to everyone (spec landing §1 sections; issue 4 item 1): the robo-advisor
// model portfolios with their real recommended funds and one-year returns, the fund-type categories
// with their fund counts, the investment-manager partners, and the Q&A in the page's language. The
// same for every visitor until the database changes, so the answer is kept per database version and
// language (lib/db-version.server.ts), like a visitor's fund list (decision 010).
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fundStatistics, funds, investmentManagers, qnaEntries, roboModelFunds, roboModels } from '../../db/schema';
import type { Currency, FundType, Language, RoboRisk } from '~/domain/enums';
import { FUND_TYPES, LANGUAGES, ROBO_RISKS } from '~/domain/enums';
import { roboMinimum } from '~/domain/policies/buy-rules';
import { versionedCache } from '~/lib/db-version.server';
import { db as defaultDb } from '~/lib/db.server';

export interface RoboFund {
  id: number;
  name: string;
  slug: string;
  type: FundType;
  currency: Currency;
  logoUrl: string | null;
  managerName: string;
  /** Share of the model, basis points (3600 = 36 %). */
  targetBp: number;
  /** The fund's one-year return (dividend-adjusted), parts per million; null when younger than a year. */
  oneYearReturnPpm: number | null;
}

/** spec funds §4.5 "Robo-advisor risk mapping ... allocations (money market, fixed income, stock)". */
export interface RoboModelCard {
  risk: RoboRisk;
  name: string;
  scoreLowerLimit: number;
  /** Money market, fixed income, stock, in that order. */
  funds: RoboFund[];
  /** The smallest first purchase of the model, rupiah (decision 037: the cart's robo minimum for a new investor). */
  minimum: number;
}

export interface PartnerCard {
  name: string;
  slug: string;
  logoUrl: string | null;
  /** Funds of this manager in the catalogue. */
  fundCount: number;
}

export interface QnaItem {
  question: string;
  answer: string;
}

export interface LandingContent {
  robo: RoboModelCard[];
  /** Funds per type (the categories section). */
  fundCounts: Record<FundType, number>;
  partners: PartnerCard[];
  qna: QnaItem[];
}

const ROBO_TYPE_ORDER: readonly FundType[] = ['PASAR_UANG', 'PENDAPATAN_TETAP', 'SAHAM', 'CAMPURAN'];

function readRobo(database: Db): RoboModelCard[] {
  const rows = database
    .select({
      risk: roboModels.risk,
      modelName: roboModels.name,
      scoreLowerLimit: roboModels.scoreLowerLimit,
      targetBp: roboModelFunds.targetBp,
      id: funds.id,
      name: funds.name,
      slug: funds.slug,
      type: funds.type,
      currency: funds.currency,
      logoUrl: sql<string | null>`COALESCE(${funds.logoUrl}, ${investmentManagers.logoUrl})`,
      managerName: investmentManagers.name,
      oneYearReturnPpm: fundStatistics.returnPpm,
      initialMinimum: funds.minimumInitialSubscriptionAmount,
      ongoingMinimum: funds.minimumSubscriptionAmount,
    })
    .from(roboModels)
    .innerJoin(roboModelFunds, eq(roboModelFunds.modelId, roboModels.id))
    .innerJoin(funds, eq(funds.id, roboModelFunds.fundId))
    .innerJoin(investmentManagers, eq(investmentManagers.id, funds.investmentManagerId))
    .leftJoin(fundStatistics, and(eq(fundStatistics.fundId, funds.id), eq(fundStatistics.period, 'oneYear')))
    .all();
  const models = new Map<RoboRisk, RoboModelCard>();
  for (const row of rows) {
    let model = models.get(row.risk);
    if (!model) models.set(row.risk, (model = { risk: row.risk, name: row.modelName, scoreLowerLimit: row.scoreLowerLimit, funds: [], minimum: 0 }));
    model.funds.push({
      id: row.id,
      name: row.name,
      slug: row.slug,
      type: row.type,
      currency: row.currency,
      logoUrl: row.logoUrl,
      managerName: row.managerName,
      targetBp: row.targetBp,
      oneYearReturnPpm: row.oneYearReturnPpm,
    });
  }
  for (const model of models.values()) {
    // A first purchase of the model: none of its funds held yet (decision 037).
    const lines = rows.filter((row) => row.risk === model.risk);
    model.minimum = roboMinimum(lines.map((row) => ({ initialMinimum: row.initialMinimum, ongoingMinimum: row.ongoingMinimum, alreadyHeld: false, targetBp: row.targetBp })));
    model.funds.sort((a, b) => ROBO_TYPE_ORDER.indexOf(a.type) - ROBO_TYPE_ORDER.indexOf(b.type) || a.id - b.id);
  }
  // Conservative, moderate, aggressive (the spec's order).
  return ROBO_RISKS.map((risk) => models.get(risk)).filter((m): m is RoboModelCard => m !== undefined);
}

function readFundCounts(database: Db): Record<FundType, number> {
  const counts = Object.fromEntries(FUND_TYPES.map((type) => [type, 0])) as Record<FundType, number>;
  for (const row of database.select({ type: funds.type, n: count() }).from(funds).groupBy(funds.type).all()) {
    counts[row.type] = row.n;
  }
  return counts;
}

/** The managers with at least one fund in the catalogue, most funds first. */
function readPartners(database: Db): PartnerCard[] {
  return database
    .select({
      name: investmentManagers.name,
      slug: investmentManagers.slug,
      logoUrl: investmentManagers.logoUrl,
      fundCount: count(funds.id),
    })
    .from(investmentManagers)
    .innerJoin(funds, eq(funds.investmentManagerId, investmentManagers.id))
    .groupBy(investmentManagers.id)
    .orderBy(sql`count(${funds.id}) DESC`, asc(investmentManagers.name))
    .all();
}

function readQna(database: Db, locale: Language): QnaItem[] {
  return database
    .select({ question: qnaEntries.question, answer: qnaEntries.answer, questionEn: qnaEntries.questionEn, answerEn: qnaEntries.answerEn })
    .from(qnaEntries)
    .orderBy(asc(qnaEntries.position), asc(qnaEntries.id))
    .all()
    .map((row) => (locale === 'en' ? { question: row.questionEn, answer: row.answerEn } : { question: row.question, answer: row.answer }));
}

const rememberContent = versionedCache<LandingContent>(LANGUAGES.length);

/** The landing page's shared content in `locale`; the same object while the database is unchanged. */
export function getLandingContent(locale: Language, database: Db = defaultDb()): LandingContent {
  return rememberContent(database, locale, () => ({
    robo: readRobo(database),
    fundCounts: readFundCounts(database),
    partners: readPartners(database),
    qna: readQna(database, locale),
  }));
}
