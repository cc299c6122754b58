// The demo-data generator (issue 2 item 4; DESIGN.md "Data"; docs/decisions/003-demo-data.md).
// Deterministic for a seed number and a clock: exchange holidays, feature flags, banks, custodians,
// investment managers, funds with exchange-day NAV, dividends, AUM history, allocations, policies,
// holdings, documents and switching lists, robo models, editorial content, the demo accounts, a
// new fund awaiting its first dividend, and finally the fund statistics. All random work and all PDF rendering happen before the write
// transactions (Drizzle's better-sqlite3 transactions are synchronous); each bulk step is one
// transaction with prepared statements.
import { count } from 'drizzle-orm';
import {
  addCalendarDays,
  exchangeDaysBetween,
  jakartaDate,
  jakartaInstant,
  lastPublishedNavDate,
  type HolidaySet,
  type IsoDate,
} from '~/domain/dates';
import { computeFundStatistics, type PeriodStatistics } from '~/domain/statistics';
import type { FundType } from '~/domain/enums';
import { formatBasisPoints, formatCompactMoney, formatDate, formatMoney, formatNav, formatPpmPercent } from '~/lib/format';
import { resetFeatureFlags } from '~/models/feature-flags.server';
import { refreshFundStatistics } from '~/models/fund-statistics.server';
import { kycDocumentsDir } from '~/models/kyc-documents.server';
import type { Db } from '../db/client';
import {
  articles,
  banks,
  custodianBanks,
  exchangeHolidays as exchangeHolidaysTable,
  fundAllocationPolicies,
  fundAssetAllocations,
  fundDividends,
  fundDocuments,
  funds,
  fundSwitchings,
  fundTopHoldings,
  investmentManagers,
  promoBanners,
  qnaEntries,
  roboModelFunds,
  roboModels,
  usdRates,
  videoCourses,
  videos,
} from '../db/schema';
import { generateAumHistory, type AumPoint } from './aum-generator';
import { historyStart, lastExchangeDayOfMonth, monthOf } from './calendar';
import {
  ARTICLES,
  articleImageUrl,
  bannerImageUrl,
  PROMO_BANNERS,
  QNA_ENTRIES,
  VIDEO_COURSES,
  videoThumbnailUrl,
  videoUrl,
} from './content';
import { seedCoupons } from './coupons';
import { seedBonds } from './bonds';
import { seedDemoAutoRedemption } from './demo-auto-redemption';
import { seedDemoKyc, type DemoKycReport } from './demo-kyc';
import { seedDemoReferrals } from './demo-referral';
import { seedDemoUsers, type DemoUsersReport } from './demo-users';
import { renderDocument, type DocumentContent } from '~/lib/pdf-document.server';
import { buildAllocationPolicies, buildAssetAllocation, buildTopHoldings, type AllocationRow, type PolicyRow } from './fund-details';
import { buildAwaitingDividendFund, buildFundUniverse, DEFAULT_FUND_COUNT, MAX_FUND_COUNT, MIN_FUND_COUNT, type FundSpec } from './fund-universe';
import { exchangeHolidays, HOLIDAY_YEARS } from './holidays';
import { generateMarket, generateNavSeries, type GeneratedNav, type MarketPath } from './nav-generator';
import { createRandom } from './random';
import { generateUsdRates } from './usd-rates';
import { BANKS, CUSTODIAN_BANKS, INVESTMENT_MANAGERS, investmentManagerLogoUrl, type Security } from './reference-data';

export interface SeedOptions {
  now: Date;
  seed?: number;
  funds?: number;
  years?: number;
  /** Where the demo accounts' KYC documents are written; default DATA_DIR/documents (decision 044). */
  documentsDir?: string;
}

export const DEFAULT_SEED = 1;
export const DEFAULT_YEARS = 10;
export const MIN_YEARS = 1;
export const MAX_YEARS = 15;
export const MAX_SEED = 2 ** 32 - 1;
export { DEFAULT_FUND_COUNT, MAX_FUND_COUNT, MIN_FUND_COUNT };

export interface SeedCounts {
  exchangeHolidays: number;
  featureFlags: number;
  banks: number;
  custodianBanks: number;
  investmentManagers: number;
  funds: number;
  fundNavs: number;
  fundAums: number;
  fundDividends: number;
  fundAssetAllocations: number;
  fundAllocationPolicies: number;
  fundTopHoldings: number;
  fundDocuments: number;
  fundSwitchings: number;
  roboModels: number;
  roboModelFunds: number;
  articles: number;
  videoCourses: number;
  videos: number;
  promoBanners: number;
  qnaEntries: number;
  coupons: number;
  fundStatistics: number;
  /** The dollar's buy rate per exchange day over the NAV history (issue 16 item 6, seeds/usd-rates.ts). */
  usdRates: number;
}

export interface SeedReport {
  seed: number;
  years: number;
  /** The newest NAV date written. */
  lastNavDate: IsoDate;
  counts: SeedCounts;
  demoUsers: DemoUsersReport & DemoKycReport;
  durationMs: number;
}

/** Robo models (spec funds §4.5): score lower limits and money market / fixed income / stock weights. */
const ROBO_MODELS = [
  { risk: 'CONSERVATIVE', scoreLowerLimit: 3, name: 'Konservatif', weights: { PASAR_UANG: 3600, PENDAPATAN_TETAP: 5400, SAHAM: 1000 } },
  { risk: 'MODERATE', scoreLowerLimit: 6, name: 'Moderat', weights: { PASAR_UANG: 1000, PENDAPATAN_TETAP: 5300, SAHAM: 3700 } },
  { risk: 'HIGH', scoreLowerLimit: 9, name: 'Agresif', weights: { PASAR_UANG: 1000, PENDAPATAN_TETAP: 2400, SAHAM: 6600 } },
] as const;
type RoboFundType = keyof (typeof ROBO_MODELS)[number]['weights'];
const ROBO_TYPES: readonly RoboFundType[] = ['PASAR_UANG', 'PENDAPATAN_TETAP', 'SAHAM'];

function checkOption(name: string, value: number, min: number, max: number): number {
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new RangeError(`${name} must be an integer from ${min} to ${max}, got ${value}`);
  }
  return value;
}

/** Everything one fund contributes, computed before any write. */
interface FundData {
  spec: FundSpec;
  series: GeneratedNav;
  aums: AumPoint[];
  allocation: AllocationRow[];
  policies: PolicyRow[];
  holdings: Security[];
  /** Fact-sheet date: holdings and allocation are "as of" it. */
  asOf: IsoDate;
  prospectus: Buffer;
  factSheet: Buffer;
}

const TYPE_LABELS: Record<FundType, string> = {
  PASAR_UANG: 'Reksa Dana Pasar Uang',
  PENDAPATAN_TETAP: 'Reksa Dana Pendapatan Tetap',
  CAMPURAN: 'Reksa Dana Campuran',
  SAHAM: 'Reksa Dana Saham',
};
const RISK_LABELS: Record<FundType, string> = {
  PASAR_UANG: 'Rendah',
  PENDAPATAN_TETAP: 'Sedang',
  CAMPURAN: 'Sedang',
  SAHAM: 'Tinggi',
};
const PERIOD_LABELS: ReadonlyArray<readonly [PeriodStatistics['period'], string]> = [
  ['oneMonth', '1 bulan'],
  ['threeMonth', '3 bulan'],
  ['sixMonth', '6 bulan'],
  ['yearToDate', 'Sejak awal tahun'],
  ['oneYear', '1 tahun'],
  ['threeYear', '3 tahun'],
  ['fiveYear', '5 tahun'],
  ['allTime', 'Sejak peluncuran'],
];

function fundFactRows(spec: FundSpec): Array<readonly [string, string]> {
  const manager = INVESTMENT_MANAGERS[spec.managerIndex]!;
  const rows: Array<readonly [string, string]> = [
    ['Kode produk', spec.code],
    ['Jenis reksa dana', `${TYPE_LABELS[spec.type]}${spec.category === 'SYARIAH' ? ' Syariah' : ''}`],
    ['Manajer investasi', `PT ${manager.name}`],
    ['Bank kustodian', CUSTODIAN_BANKS[spec.custodianIndex]!],
    ['Tanggal peluncuran', formatDate(spec.launchDate)],
    ['Mata uang', spec.currency === 'USD' ? 'Dolar Amerika Serikat (USD)' : 'Rupiah (IDR)'],
    ['Tingkat risiko', RISK_LABELS[spec.type]],
    ['Minimum pembelian awal', formatMoney(spec.minimumInitialSubscriptionAmount, spec.currency)],
    ['Minimum pembelian selanjutnya', formatMoney(spec.minimumSubscriptionAmount, spec.currency)],
    ['Minimum penjualan', spec.minimumRedemptionAmount === null ? '-' : formatMoney(spec.minimumRedemptionAmount, spec.currency)],
    ['Rasio biaya per tahun', formatBasisPoints(spec.expenseRatioBp)],
    ['Biaya pembelian', spec.subscriptionFeeBp === 0 ? 'Tidak ada' : formatBasisPoints(spec.subscriptionFeeBp)],
    ['Biaya penjualan', spec.redemptionFeeBp === 0 ? 'Tidak ada' : formatBasisPoints(spec.redemptionFeeBp)],
    ['Batas waktu transaksi', `${spec.cutoffTime} WIB`],
  ];
  if (spec.trackedIndex) rows.push(['Indeks acuan', spec.trackedIndex]);
  if (spec.dividendPolicy) rows.push(['Kebijakan dividen', { CASH: 'Tunai', REINVESTMENT: 'Diinvestasikan kembali', OPTIONAL: 'Pilihan investor' }[spec.dividendPolicy]]);
  return rows;
}

function prospectusContent(spec: FundSpec, policies: readonly PolicyRow[], date: Date): DocumentContent {
  const manager = INVESTMENT_MANAGERS[spec.managerIndex]!;
  return {
    title: `Prospektus ${spec.name}`,
    subtitle: `${TYPE_LABELS[spec.type]} - PT ${manager.name}`,
    date,
    footer: `Prospektus ${spec.name} (${spec.code})`,
    sections: [
      {
        heading: 'Tujuan dan gambaran umum',
        paragraphs: [spec.description],
      },
      { heading: 'Keterangan reksa dana', rows: fundFactRows(spec) },
      {
        heading: 'Kebijakan investasi',
        rows: policies.map((p) => [p.name, `${formatBasisPoints(p.lowerBoundBp)} - ${formatBasisPoints(p.upperBoundBp)} dari nilai aktiva bersih`] as const),
      },
      {
        heading: 'Risiko investasi',
        paragraphs: [
          'Risiko berkurangnya nilai unit penyertaan: nilai efek dalam portofolio dapat turun karena kondisi pasar, perubahan suku bunga, atau kinerja penerbit efek.',
          'Risiko likuiditas: penjualan kembali dalam jumlah besar dapat membuat manajer investasi perlu menjual efek pada harga yang kurang menguntungkan.',
          'Risiko wanprestasi: penerbit efek bersifat utang atau bank tempat dana ditempatkan dapat gagal memenuhi kewajibannya.',
          'Risiko perubahan peraturan, termasuk peraturan perpajakan, dapat memengaruhi hasil investasi.',
          ...(spec.currency === 'USD' ? ['Risiko nilai tukar: nilai investasi dalam rupiah berubah mengikuti kurs dolar Amerika Serikat.'] : []),
        ],
      },
      {
        heading: 'Pembelian dan penjualan kembali',
        paragraphs: [
          `Permohonan yang lengkap dan pembayarannya diterima sebelum pukul ${spec.cutoffTime} WIB pada hari bursa diproses dengan nilai aktiva bersih hari bursa itu; setelahnya dengan nilai aktiva bersih hari bursa berikutnya.`,
          'Dana hasil penjualan kembali dibayarkan ke rekening bank atas nama pemegang unit paling lambat tujuh hari bursa setelah permohonan diterima dengan lengkap.',
        ],
      },
      {
        heading: 'Pihak-pihak',
        rows: [
          ['Manajer investasi', `PT ${manager.name} (${manager.website})`],
          ['Bank kustodian', CUSTODIAN_BANKS[spec.custodianIndex]!],
        ],
      },
    ],
  };
}

function factSheetContent(
  spec: FundSpec,
  data: { navOnDate: number; aumOnDate: number; asOf: IsoDate; statistics: readonly PeriodStatistics[]; allocation: readonly AllocationRow[]; holdings: readonly Security[] },
  date: Date,
): DocumentContent {
  const byPeriod = new Map(data.statistics.map((s) => [s.period, s]));
  return {
    title: `Fund Fact Sheet ${spec.name}`,
    subtitle: `Data per ${formatDate(data.asOf)}`,
    date,
    footer: `Fund fact sheet ${spec.name} (${spec.code}) - kinerja masa lalu tidak menjamin kinerja masa depan`,
    sections: [
      { heading: 'Ringkasan', paragraphs: [spec.description] },
      {
        heading: 'Data utama',
        rows: [
          ['Nilai aktiva bersih per unit', `${spec.currency === 'USD' ? 'US$' : 'Rp '}${formatNav(data.navOnDate, spec.currency)}`],
          ['Dana kelolaan', formatCompactMoney(data.aumOnDate, spec.currency)],
          ...fundFactRows(spec),
        ],
      },
      {
        heading: 'Kinerja (nilai aktiva bersih disesuaikan dengan dividen)',
        rows: PERIOD_LABELS.map(([period, label]) => [label, formatPpmPercent(byPeriod.get(period)?.returnPpm)] as const),
      },
      { heading: 'Alokasi aset', rows: data.allocation.map((a) => [a.name, formatBasisPoints(a.percentBp)] as const) },
      { heading: 'Efek terbesar (urut abjad)', rows: [...data.holdings].sort((a, b) => a.code.localeCompare(b.code)).map((h) => [h.code, h.name] as const) },
    ],
  };
}

/** Index of the last date on or before `date` in ascending `dates`. */
function indexOnOrBefore(dates: readonly IsoDate[], date: IsoDate): number {
  let i = dates.length - 1;
  while (i > 0 && dates[i]! > date) i--;
  return i;
}

/** What every fund's generation shares. */
interface FundGeneration {
  seed: number;
  market: MarketPath;
  lastNavDate: IsoDate;
  /** The last exchange day of the previous month: the fact sheets' date. */
  previousMonthEnd: IsoDate;
  holidays: HolidaySet;
}

/** A fund's NAV, AUM, allocation, policies, holdings and documents, from its own random stream. */
async function generateFundData(spec: FundSpec, { seed, market, lastNavDate, previousMonthEnd, holidays }: FundGeneration): Promise<FundData> {
  const random = createRandom(seed, `fund:${spec.code}`);
  const series = generateNavSeries({
    market,
    launchDate: spec.launchDate,
    lastNavDate,
    startNav: spec.startNav,
    type: spec.type,
    profile: spec.navProfile,
    dividend: spec.dividendPlan,
    random,
    holidays,
  });
  const aums = generateAumHistory({
    dates: series.dates,
    nav: series.nav,
    currency: spec.currency,
    targetAum: spec.targetAum,
    launchShare: spec.launchAumShare,
    random,
  });
  const allocation = buildAssetAllocation(spec, random);
  const policies = buildAllocationPolicies(spec);
  const holdings = buildTopHoldings(spec, random);
  // Fact sheets are monthly: as of the previous month's last exchange day, or the latest NAV
  // for a fund launched since.
  const asOf = previousMonthEnd >= spec.launchDate ? previousMonthEnd : lastNavDate;
  const asOfIndex = indexOnOrBefore(series.dates, asOf);
  const statistics = computeFundStatistics(
    series.dates.slice(0, asOfIndex + 1).map((date, i) => ({ date, nav: series.nav[i]!, adjustedNav: series.adjustedNav[i]! })),
  );
  const aumOnDate = aums[indexOnOrBefore(aums.map((a) => a.date), asOf)]!.amount;
  const [prospectus, factSheet] = await Promise.all([
    renderDocument(prospectusContent(spec, policies, jakartaInstant(spec.launchDate, '09:00'))),
    renderDocument(
      factSheetContent(spec, { navOnDate: series.nav[asOfIndex]!, aumOnDate, asOf, statistics, allocation, holdings }, jakartaInstant(asOf, '18:00')),
    ),
  ]);
  return { spec, series, aums, allocation, policies, holdings, asOf, prospectus, factSheet };
}

/** The ids the funds' reference rows got. */
interface FundReferences {
  bankIds: ReadonlyMap<string, number>;
  custodianIds: readonly number[];
  managerIds: readonly number[];
}

type SeedTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Writes funds with their NAV, AUM, dividends, allocation, policies, holdings and documents; returns their ids. */
function insertFunds(db: Db, tx: SeedTx, fundData: readonly FundData[], { bankIds, custodianIds, managerIds }: FundReferences, counts: SeedCounts): number[] {
  const ids = fundData.map(({ spec, aums }) =>
    tx
      .insert(funds)
      .values({
        code: spec.code,
        name: spec.name,
        slug: spec.slug,
        type: spec.type,
        category: spec.category,
        currency: spec.currency,
        status: spec.status,
        logoUrl: investmentManagerLogoUrl(INVESTMENT_MANAGERS[spec.managerIndex]!.slug),
        isIndexFund: spec.isIndexFund,
        isNewcomer: spec.isNewcomer,
        hasDividend: spec.hasDividend,
        isCapitalProtected: spec.isCapitalProtected,
        investmentManagerId: managerIds[spec.managerIndex]!,
        custodianBankId: custodianIds[spec.custodianIndex]!,
        containerAccount: spec.containerAccount,
        containerAccountRedeem: spec.containerAccountRedeem,
        containerAccountRedeemBankId: spec.containerAccountRedeemBank ? bankIds.get(spec.containerAccountRedeemBank)! : null,
        minimumInitialSubscriptionAmount: spec.minimumInitialSubscriptionAmount,
        minimumSubscriptionAmount: spec.minimumSubscriptionAmount,
        minimumRedemptionAmount: spec.minimumRedemptionAmount,
        expenseRatioBp: spec.expenseRatioBp,
        subscriptionFeeBp: spec.subscriptionFeeBp,
        redemptionFeeBp: spec.redemptionFeeBp,
        switchingFeeBp: spec.switchingFeeBp,
        cutoffTime: spec.cutoffTime,
        launchDate: spec.launchDate,
        dividendPolicy: spec.dividendPolicy,
        description: spec.description,
        headerInfoLabel: spec.headerInfoLabel,
        headerInfoData: spec.headerInfoData,
        // kept equal to the newest AUM row (db/schema.ts funds.current_aum)
        currentAum: aums.at(-1)!.amount,
      })
      .returning({ id: funds.id })
      .get().id,
  );
  counts.funds += ids.length;

  // The two bulk tables (about 130 000 rows on the default run) go through better-sqlite3's
  // own prepared statements: Drizzle's per-row query building would double the seed's time.
  const insertNav = db.$client.prepare('INSERT INTO fund_navs (fund_id, nav_date, nav, adjusted_nav) VALUES (?, ?, ?, ?)');
  const insertAum = db.$client.prepare('INSERT INTO fund_aums (fund_id, aum_date, amount) VALUES (?, ?, ?)');
  fundData.forEach((data, k) => {
    const fundId = ids[k]!;
    const { series } = data;
    for (let i = 0; i < series.dates.length; i++) {
      insertNav.run(fundId, series.dates[i]!, series.nav[i]!, series.adjustedNav[i]!);
    }
    counts.fundNavs += series.dates.length;
    for (const aum of data.aums) insertAum.run(fundId, aum.date, aum.amount);
    counts.fundAums += data.aums.length;
    for (const dividend of series.dividends) tx.insert(fundDividends).values({ fundId, ...dividend }).run();
    counts.fundDividends += series.dividends.length;
    for (const row of data.allocation) tx.insert(fundAssetAllocations).values({ fundId, ...row, asOf: data.asOf }).run();
    counts.fundAssetAllocations += data.allocation.length;
    for (const row of data.policies) tx.insert(fundAllocationPolicies).values({ fundId, ...row }).run();
    counts.fundAllocationPolicies += data.policies.length;
    data.holdings.forEach((h, position) =>
      tx.insert(fundTopHoldings).values({ fundId, asOf: data.asOf, code: h.code, name: h.name, position: position + 1 }).run(),
    );
    counts.fundTopHoldings += data.holdings.length;
    const { spec } = data;
    tx.insert(fundDocuments)
      .values([
        {
          fundId,
          kind: 'PROSPECTUS',
          name: `Prospektus ${spec.name}`,
          fileName: `prospektus-${spec.slug}.pdf`,
          content: data.prospectus,
          publishedAt: spec.launchDate,
        },
        {
          fundId,
          kind: 'FUND_FACT_SHEET',
          name: `Fund Fact Sheet ${spec.name}`,
          fileName: `fund-fact-sheet-${spec.slug}.pdf`,
          content: data.factSheet,
          publishedAt: data.asOf,
        },
      ])
      .run();
    counts.fundDocuments += 2;
  });

  return ids;
}

/**
 * Switching (spec funds §2.2): into the same manager's funds in the same currency that accept
 * subscriptions. Writes the pairs of `funds` in which a fund of `added` takes part.
 */
function insertSwitchings(tx: SeedTx, funds: ReadonlyArray<{ spec: FundSpec; id: number }>, added: ReadonlySet<number>, counts: SeedCounts): void {
  funds.forEach(({ spec, id }) => {
    funds.forEach((target) => {
      if (
        target.id !== id &&
        (added.has(id) || added.has(target.id)) &&
        target.spec.managerIndex === spec.managerIndex &&
        target.spec.currency === spec.currency &&
        target.spec.status === 'active_subsenabled'
      ) {
        tx.insert(fundSwitchings).values({ fundId: id, targetFundId: target.id }).run();
        counts.fundSwitchings++;
      }
    });
  });
}

export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedReport> {
  const started = performance.now();
  const seed = checkOption('seed', options.seed ?? DEFAULT_SEED, 0, MAX_SEED);
  const fundCount = checkOption('funds', options.funds ?? DEFAULT_FUND_COUNT, MIN_FUND_COUNT, MAX_FUND_COUNT);
  const years = checkOption('years', options.years ?? DEFAULT_YEARS, MIN_YEARS, MAX_YEARS);
  const existing = db.select({ n: count() }).from(funds).get()?.n ?? 0;
  if (existing > 0) throw new Error(`The database already holds ${existing} funds; seed an empty database.`);

  const { now } = options;
  const today = jakartaDate(now);
  const thisYear = Number(today.slice(0, 4));
  // The history is `years` calendar years back from the last NAV date (seeds/calendar.ts historyStart,
  // decision 036). Holidays from the year before it (its first exchange day may fall in that year) through
  // this year, which must be known (a year outside the table is refused with the message to add it, rather
  // than seeded as if it had no holidays), and the next year's when known (scheduled dividends).
  const lastHolidayYear = Math.max(thisYear, Math.min(HOLIDAY_YEARS.last, thisYear + 1));
  const knownHolidays = exchangeHolidays(Math.max(HOLIDAY_YEARS.first, thisYear - years - 1), lastHolidayYear);
  const holidays = new Set(knownHolidays.map((h) => h.date));
  const lastNavDate = lastPublishedNavDate(now, holidays);
  const earliest = historyStart(lastNavDate, years, holidays);
  // Written: every year the NAV covers, the current and the next.
  const holidayRows = knownHolidays.filter((h) => h.date.slice(0, 4) >= earliest.slice(0, 4));

  // ---- generate (no writes) ---------------------------------------------------------------
  const universe = buildFundUniverse({ count: fundCount, seed, today, lastNavDate, years, holidays });
  const market = generateMarket(exchangeDaysBetween(earliest, lastNavDate, holidays), createRandom(seed, 'market'));
  const previousMonthEnd = lastExchangeDayOfMonth(monthOf(addCalendarDays(`${monthOf(today)}-01`, -1)), holidays);
  const generation: FundGeneration = { seed, market, lastNavDate, previousMonthEnd, holidays };
  const fundData: FundData[] = [];
  for (const spec of universe) fundData.push(await generateFundData(spec, generation));
  // The fund awaiting its first dividend (seeds/fund-universe.ts) is written after the demo users,
  // so that neither they nor any other fund change because of it.
  const awaitingDividend = await generateFundData(
    buildAwaitingDividendFund({ count: fundCount, seed, today, lastNavDate, years, holidays }, universe),
    generation,
  );

  const counts: SeedCounts = {
    exchangeHolidays: 0,
    featureFlags: 0,
    banks: 0,
    custodianBanks: 0,
    investmentManagers: 0,
    funds: 0,
    fundNavs: 0,
    fundAums: 0,
    fundDividends: 0,
    fundAssetAllocations: 0,
    fundAllocationPolicies: 0,
    fundTopHoldings: 0,
    fundDocuments: 0,
    fundSwitchings: 0,
    roboModels: 0,
    roboModelFunds: 0,
    articles: 0,
    videoCourses: 0,
    videos: 0,
    promoBanners: 0,
    qnaEntries: 0,
    coupons: 0,
    fundStatistics: 0,
    usdRates: 0,
  };

  // ---- reference data ----------------------------------------------------------------------
  const { bankIds, custodianIds, managerIds } = db.transaction(
    (tx) => {
      for (const holiday of holidayRows) tx.insert(exchangeHolidaysTable).values(holiday).run();
      counts.exchangeHolidays = holidayRows.length;
      const bankIds = new Map<string, number>();
      for (const bank of BANKS) {
        const row = tx.insert(banks).values(bank).returning({ id: banks.id }).get();
        bankIds.set(bank.code, row.id);
      }
      counts.banks = BANKS.length;
      const custodianIds = CUSTODIAN_BANKS.map((name) => tx.insert(custodianBanks).values({ name }).returning({ id: custodianBanks.id }).get().id);
      counts.custodianBanks = custodianIds.length;
      const managerIds = INVESTMENT_MANAGERS.map(
        (m) =>
          tx
            .insert(investmentManagers)
            .values({ name: m.name, slug: m.slug, logoUrl: investmentManagerLogoUrl(m.slug), website: m.website, description: m.description })
            .returning({ id: investmentManagers.id })
            .get().id,
      );
      counts.investmentManagers = managerIds.length;
      // Issue 16 item 6: the dollar's buy rate over the same exchange days as the NAV (decision 069).
      const rates = generateUsdRates({ seed, from: earliest, to: lastNavDate, holidays });
      for (let i = 0; i < rates.length; i += 500) tx.insert(usdRates).values(rates.slice(i, i + 500)).run();
      counts.usdRates = rates.length;
      return { bankIds, custodianIds, managerIds };
    },
    { behavior: 'immediate' },
  );
  counts.featureFlags = resetFeatureFlags(db, now);

  // ---- funds and their data ----------------------------------------------------------------
  const references: FundReferences = { bankIds, custodianIds, managerIds };
  const fundIds = db.transaction(
    (tx) => {
      const ids = insertFunds(db, tx, fundData, references, counts);
      insertSwitchings(tx, fundData.map(({ spec }, k) => ({ spec, id: ids[k]! })), new Set(ids), counts);
      return ids;
    },
    { behavior: 'immediate' },
  );

  // ---- robo models ------------------------------------------------------------------------
  db.transaction(
    (tx) => {
      // The core of each model: per type, the largest IDR conventional fund open for subscription
      // and not capital protected (spec funds §6: robo portfolios hide mixed and USD funds),
      // preferring funds with more than a year of history.
      const chosen = new Map<RoboFundType, number>();
      for (const type of ROBO_TYPES) {
        const candidates = fundData
          .map(({ spec }, k) => ({ spec, id: fundIds[k]! }))
          .filter(
            ({ spec }) =>
              spec.type === type &&
              spec.currency === 'IDR' &&
              spec.category === 'KONVENSIONAL' &&
              spec.status === 'active_subsenabled' &&
              !spec.isCapitalProtected,
          )
          .sort((a, b) => Number(a.spec.isNewcomer) - Number(b.spec.isNewcomer) || b.spec.targetAum - a.spec.targetAum);
        if (!candidates[0]) throw new Error(`No fund qualifies for the robo models' ${type} part`);
        chosen.set(type, candidates[0].id);
      }
      for (const model of ROBO_MODELS) {
        const modelId = tx
          .insert(roboModels)
          .values({ risk: model.risk, scoreLowerLimit: model.scoreLowerLimit, name: model.name })
          .returning({ id: roboModels.id })
          .get().id;
        counts.roboModels++;
        for (const type of ROBO_TYPES) {
          tx.insert(roboModelFunds).values({ modelId, fundId: chosen.get(type)!, targetBp: model.weights[type] }).run();
          counts.roboModelFunds++;
        }
      }
    },
    { behavior: 'immediate' },
  );

  // ---- content ------------------------------------------------------------------------------
  db.transaction(
    (tx) => {
      for (const article of ARTICLES) {
        tx.insert(articles)
          .values({
            slug: article.slug,
            title: article.title,
            description: article.description,
            content: article.content,
            headlineImageUrl: articleImageUrl(article.slug),
            category: article.category,
            publishDate: addCalendarDays(today, -article.daysAgo),
          })
          .run();
        counts.articles++;
      }
      VIDEO_COURSES.forEach((course, position) => {
        const courseId = tx
          .insert(videoCourses)
          .values({ slug: course.slug, name: course.name, description: course.description, thumbnailUrl: videoThumbnailUrl(course.slug), position: position + 1 })
          .returning({ id: videoCourses.id })
          .get().id;
        counts.videoCourses++;
        course.videos.forEach((video, videoPosition) => {
          tx.insert(videos)
            .values({ courseId, ...video, videoUrl: videoUrl(course.slug, video.slug), position: videoPosition + 1 })
            .run();
          counts.videos++;
        });
      });
      PROMO_BANNERS.forEach((banner, position) => {
        tx.insert(promoBanners)
          .values({
            name: banner.name,
            bannerUrl: banner.bannerUrl,
            imageWebpUrl: bannerImageUrl(banner.slug, false),
            mobileImageWebpUrl: bannerImageUrl(banner.slug, true),
            newWindow: banner.newWindow,
            noFollow: banner.noFollow,
            dataButtonName: banner.dataButtonName,
            isExternal: banner.isExternal,
            position: position + 1,
            startsAt: addCalendarDays(today, -30),
            endsAt: banner.isExternal ? null : addCalendarDays(today, 90),
          })
          .run();
        counts.promoBanners++;
      });
      QNA_ENTRIES.forEach((entry, position) => {
        tx.insert(qnaEntries).values({ ...entry, position: position + 1 }).run();
        counts.qnaEntries++;
      });
    },
    { behavior: 'immediate' },
  );

  counts.coupons = seedCoupons(db, now);
  // Issue 18 (helper products): the bond catalogue, product data like the funds (seeds/bonds.ts, decision 089).
  seedBonds(db, now);

  // ---- people, then the statistics over everything ---------------------------------------
  const userRandom = createRandom(seed, 'demo-users');
  const demoUsers = await seedDemoUsers(db, { now, random: () => userRandom.next() });
  // Their registrations and documents (issue 14 item 9): no random draws, files under documentsDir.
  const demoKyc = await seedDemoKyc(db, { documentsDir: options.documentsDir ?? kycDocumentsDir() });
  // The demo investor's invited friends (issue 18, seeds/demo-referral.ts).
  seedDemoReferrals(db, { now });
  seedDemoAutoRedemption(db, now); // Issue 18 item 4: one ACTIVE auto-redemption rule, one waiting for approval
  // The fund awaiting its first dividend, now that the users holding and watching funds are written.
  db.transaction(
    (tx) => {
      const id = insertFunds(db, tx, [awaitingDividend], references, counts)[0]!;
      const others = fundData.map(({ spec }, k) => ({ spec, id: fundIds[k]! }));
      insertSwitchings(tx, [...others, { spec: awaitingDividend.spec, id }], new Set([id]), counts);
    },
    { behavior: 'immediate' },
  );
  counts.fundStatistics = refreshFundStatistics(db, { now }).rows;

  return { seed, years, lastNavDate, counts, demoUsers: { ...demoUsers, ...demoKyc }, durationMs: Math.round(performance.now() - started) };
}
