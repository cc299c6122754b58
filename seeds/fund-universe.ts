// The demo fund universe (issue 2 item 4): fictional funds in the Indonesian naming style, paired
// with real investment managers. The first funds are fixed archetypes so that even a small run
// (`--funds 8`) has every type and every collection of spec funds §2.3 (sharia, index, USD,
// newcomer, share dividend), a capital-protected fund, the one fund closed for subscription, the
// 09:30 cut-off fund (spec funds §9) and an index fund at 12:00 (DESIGN.md); the rest are drawn at
// random with realistic weights. One more fund, awaiting its first dividend, is built apart
// (buildAwaitingDividendFund). Pure: no I/O, deterministic for a seed.
import type { FundIdentity } from '~/domain/fund-catalogue';
import type { DividendPolicy, FundCategory, FundType } from '~/domain/enums';
import type { Currency } from '~/domain/money';
import { addCalendarDays, daysBetween, onOrAfterExchangeDay, type HolidaySet, type IsoDate } from '~/domain/dates';
import { formatDate } from '~/lib/format';
import { historyStart } from './calendar';
import { drawNavProfile, type DividendPlan, type NavProfile } from './nav-generator';
import { CONTAINER_BANKS, CUSTODIAN_BANKS, INVESTMENT_MANAGERS, type BankCode } from './reference-data';
import { createRandom, type Random } from './random';

export const DEFAULT_FUND_COUNT = 64;
export const MIN_FUND_COUNT = 8;
export const MAX_FUND_COUNT = 500;
/** spec funds §9: "one specific fund shows 09:30 instead of 13:00". */
export const EARLY_CUTOFF_TIME = '09:30';
/** DESIGN.md: index funds close orders at 12:00. */
export const INDEX_FUND_CUTOFF_TIME = '12:00';

/** Indices tracked by the demo index funds; the sharia ones only by sharia funds. */
const INDICES = ['LQ45', 'IDX30', 'IDX80', 'SRI-KEHATI', 'IDX High Dividend 20'] as const;
const SHARIA_INDICES = ['Jakarta Islamic Index', 'ISSI'] as const;
export type TrackedIndex = (typeof INDICES)[number] | (typeof SHARIA_INDICES)[number];

export type HoldingsTheme = 'money-market' | 'bonds' | 'usd-bonds' | 'mixed' | 'stocks' | 'global-stocks' | 'protected';

/** A fund of the demo universe, before it has an id (its logo comes from its manager). */
export interface FundSpec extends Omit<FundIdentity, 'id' | 'logoUrl'> {
  code: string;
  isIndexFund: boolean;
  trackedIndex: TrackedIndex | null;
  isNewcomer: boolean;
  hasDividend: boolean;
  isCapitalProtected: boolean;
  /** Index into INVESTMENT_MANAGERS. */
  managerIndex: number;
  /** Index into CUSTODIAN_BANKS. */
  custodianIndex: number;
  containerAccount: string;
  containerAccountRedeem: string | null;
  containerAccountRedeemBank: BankCode | null;
  minimumInitialSubscriptionAmount: number;
  minimumSubscriptionAmount: number;
  minimumRedemptionAmount: number | null;
  expenseRatioBp: number;
  subscriptionFeeBp: number;
  redemptionFeeBp: number;
  /** The fee of a switch out of this fund (issue 15; decision 056). */
  switchingFeeBp: number;
  cutoffTime: string;
  launchDate: IsoDate;
  dividendPolicy: DividendPolicy | null;
  dividendPlan: DividendPlan | null;
  description: string;
  headerInfoLabel: string | null;
  headerInfoData: string | null;
  navProfile: NavProfile;
  /** NAV × 10^4 at launch. */
  startNav: number;
  /** AUM on the last NAV date, minor units. */
  targetAum: number;
  /** AUM at launch as a share of targetAum. */
  launchAumShare: number;
  holdingsTheme: HoldingsTheme;
}

interface Archetype {
  type: FundType;
  category: FundCategory;
  currency: Currency;
  index?: TrackedIndex;
  dividend?: DividendPlan['frequency'];
  capitalProtected?: boolean;
  newcomer?: boolean;
  subscriptionDisabled?: boolean;
  cutoffTime?: string;
}

/** Every type and collection within the first MIN_FUND_COUNT funds; then common variants. */
const CORE_ARCHETYPES: readonly Archetype[] = [
  { type: 'PASAR_UANG', category: 'KONVENSIONAL', currency: 'IDR' },
  { type: 'PASAR_UANG', category: 'SYARIAH', currency: 'IDR', cutoffTime: EARLY_CUTOFF_TIME },
  { type: 'PENDAPATAN_TETAP', category: 'KONVENSIONAL', currency: 'IDR', dividend: 'MONTHLY' },
  {
    type: 'PENDAPATAN_TETAP',
    category: 'KONVENSIONAL',
    currency: 'IDR',
    capitalProtected: true,
    subscriptionDisabled: true,
    dividend: 'QUARTERLY',
  },
  { type: 'CAMPURAN', category: 'KONVENSIONAL', currency: 'IDR', dividend: 'ANNUAL' },
  { type: 'SAHAM', category: 'KONVENSIONAL', currency: 'IDR' },
  { type: 'SAHAM', category: 'KONVENSIONAL', currency: 'IDR', index: 'LQ45', newcomer: true },
  { type: 'SAHAM', category: 'SYARIAH', currency: 'USD' },
  // Beyond the minimum: the other common combinations, before the random part.
  { type: 'PENDAPATAN_TETAP', category: 'SYARIAH', currency: 'IDR' },
  { type: 'PENDAPATAN_TETAP', category: 'KONVENSIONAL', currency: 'USD', dividend: 'MONTHLY' },
  { type: 'CAMPURAN', category: 'SYARIAH', currency: 'IDR' },
  { type: 'PASAR_UANG', category: 'KONVENSIONAL', currency: 'IDR', newcomer: true },
  { type: 'SAHAM', category: 'SYARIAH', currency: 'IDR', index: 'Jakarta Islamic Index' },
  { type: 'PENDAPATAN_TETAP', category: 'KONVENSIONAL', currency: 'IDR' },
  { type: 'SAHAM', category: 'KONVENSIONAL', currency: 'IDR', dividend: 'ANNUAL' },
  { type: 'SAHAM', category: 'SYARIAH', currency: 'IDR' },
];

function randomArchetype(random: Random): Archetype {
  const roll = random.next();
  const type: FundType = roll < 0.22 ? 'PASAR_UANG' : roll < 0.52 ? 'PENDAPATAN_TETAP' : roll < 0.68 ? 'CAMPURAN' : 'SAHAM';
  const category: FundCategory = random.chance(0.25) ? 'SYARIAH' : 'KONVENSIONAL';
  const currency: Currency = (type === 'PENDAPATAN_TETAP' || type === 'SAHAM') && random.chance(0.08) ? 'USD' : 'IDR';
  const archetype: Archetype = { type, category, currency, newcomer: random.chance(0.07) };
  if (type === 'SAHAM' && currency === 'IDR' && random.chance(0.25)) {
    archetype.index = category === 'SYARIAH' ? random.pick(SHARIA_INDICES) : random.pick(INDICES);
  }
  if (type === 'PENDAPATAN_TETAP' && random.chance(0.3)) archetype.dividend = random.pick(['MONTHLY', 'QUARTERLY'] as const);
  if ((type === 'CAMPURAN' && random.chance(0.2)) || (type === 'SAHAM' && !archetype.index && random.chance(0.12))) {
    archetype.dividend = 'ANNUAL';
  }
  if (type === 'PENDAPATAN_TETAP' && currency === 'IDR' && category === 'KONVENSIONAL' && random.chance(0.06)) {
    archetype.capitalProtected = true;
    archetype.dividend = 'QUARTERLY';
  }
  return archetype;
}

/** One fictional brand per manager (fund families share a brand, as real ones do). */
const BRANDS = [
  'Nusantara', 'Bahtera', 'Cakrawala', 'Garuda', 'Samudra', 'Rajawali', 'Mahakam', 'Kencana',
  'Arunika', 'Pusaka', 'Mandala', 'Swarna', 'Dwipa', 'Cendana', 'Lestari', 'Tirta',
] as const;

function namePhrases(a: Archetype): readonly string[] {
  const sharia = a.category === 'SYARIAH';
  if (a.capitalProtected) return ['Terproteksi Seri'];
  if (a.index) return [`Indeks ${a.index === 'Jakarta Islamic Index' ? 'Syariah JII' : a.index}`];
  switch (a.type) {
    case 'PASAR_UANG':
      return sharia ? ['Pasar Uang Syariah', 'Dana Kas Syariah', 'Kas Amanah Syariah'] : ['Pasar Uang', 'Dana Kas', 'Kas Optima', 'Pasar Uang Prima', 'Dana Lancar'];
    case 'PENDAPATAN_TETAP':
      if (a.currency === 'USD') return sharia ? ['Sukuk Global Dolar Syariah'] : ['Obligasi Dolar', 'Obligasi Global USD'];
      if (a.dividend) return sharia ? ['Sukuk Berkala Syariah'] : ['Pendapatan Berkala', 'Obligasi Kupon Bulanan', 'Dana Pendapatan Bulanan'];
      return sharia ? ['Sukuk Negara Syariah', 'Pendapatan Tetap Syariah'] : ['Obligasi Negara', 'Pendapatan Tetap', 'Dana Obligasi', 'Obligasi Korporasi'];
    case 'CAMPURAN':
      if (a.dividend) return ['Campuran Dividen'];
      return sharia ? ['Berimbang Syariah', 'Campuran Syariah'] : ['Berimbang', 'Dana Dinamis', 'Campuran Fleksibel', 'Alokasi Aktif'];
    case 'SAHAM':
      if (a.currency === 'USD') return sharia ? ['Ekuitas Global Syariah Dolar'] : ['Ekuitas Global Dolar'];
      if (a.dividend) return ['Saham Dividen'];
      return sharia ? ['Saham Syariah', 'Ekuitas Syariah', 'Saham Syariah Bertumbuh'] : ['Saham Unggulan', 'Ekuitas Prima', 'Saham Bertumbuh', 'Saham Konsumer', 'Saham Infrastruktur', 'Saham Berkelanjutan'];
  }
}

const ROMAN = ['II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const TYPE_CODES: Record<FundType, string> = { PASAR_UANG: 'PU', PENDAPATAN_TETAP: 'PT', CAMPURAN: 'CP', SAHAM: 'SH' };

const TYPE_WORDS: Record<FundType, string> = {
  PASAR_UANG: 'reksa dana pasar uang',
  PENDAPATAN_TETAP: 'reksa dana pendapatan tetap',
  CAMPURAN: 'reksa dana campuran',
  SAHAM: 'reksa dana saham',
};

function describe(spec: Pick<FundSpec, 'name' | 'type' | 'category' | 'currency' | 'isCapitalProtected' | 'trackedIndex' | 'dividendPlan'>, manager: string): string {
  const sentences = [`${spec.name} adalah ${TYPE_WORDS[spec.type]}${spec.category === 'SYARIAH' ? ' syariah' : ''} yang dikelola oleh PT ${manager}.`];
  if (spec.isCapitalProtected) {
    sentences.push(
      'Reksa dana terproteksi ini bertujuan melindungi nilai investasi awal pada saat jatuh tempo melalui investasi pada efek bersifat utang yang dimiliki hingga jatuh tempo, sambil memberikan pendapatan berkala.',
    );
  } else if (spec.trackedIndex) {
    sentences.push(
      `Reksa dana indeks ini bertujuan memberikan hasil investasi yang mendekati kinerja indeks ${spec.trackedIndex} dengan berinvestasi pada saham-saham penyusun indeks tersebut dengan bobot yang serupa, sehingga biaya pengelolaannya relatif rendah.`,
    );
  } else {
    const goal: Record<FundType, string> = {
      PASAR_UANG:
        'Reksa dana ini bertujuan menjaga likuiditas dan memberikan pendapatan yang stabil melalui deposito dan efek bersifat utang dengan jatuh tempo kurang dari satu tahun; cocok untuk dana darurat dan tujuan jangka pendek.',
      PENDAPATAN_TETAP:
        'Reksa dana ini bertujuan memberikan pendapatan yang relatif stabil melalui investasi minimal 80% pada efek bersifat utang, dengan sisa pada instrumen pasar uang; cocok untuk tujuan jangka menengah 1-3 tahun.',
      CAMPURAN:
        'Reksa dana ini mengombinasikan saham, obligasi, dan instrumen pasar uang secara dinamis untuk mengejar pertumbuhan modal dengan risiko yang lebih terjaga; cocok untuk tujuan jangka menengah 3-5 tahun.',
      SAHAM:
        'Reksa dana ini bertujuan memberikan pertumbuhan modal jangka panjang melalui investasi minimal 80% pada saham; nilainya dapat berfluktuasi tajam, sehingga cocok untuk tujuan jangka panjang di atas 5 tahun.',
    };
    sentences.push(goal[spec.type]);
  }
  if (spec.currency === 'USD') {
    sentences.push('Reksa dana ini berdenominasi dolar Amerika Serikat: pembelian dan penjualan dilakukan dalam USD melalui rekening bank USD.');
  }
  if (spec.category === 'SYARIAH') {
    sentences.push('Seluruh investasinya mengikuti prinsip syariah di pasar modal dan diawasi oleh Dewan Pengawas Syariah.');
  }
  if (spec.dividendPlan && !spec.isCapitalProtected) {
    const frequency = { MONTHLY: 'setiap bulan', QUARTERLY: 'setiap triwulan', ANNUAL: 'setiap tahun' }[spec.dividendPlan.frequency];
    sentences.push(`Reksa dana ini membagikan hasil investasi (dividen) ${frequency} sesuai kebijakan manajer investasi.`);
  }
  return sentences.join(' ');
}

/** Ten digits, not starting with 0, for a collection (container) account number. */
function accountNumber(random: Random): string {
  return `${random.int(1, 9)}${Array.from({ length: 9 }, () => random.int(0, 9)).join('')}`;
}

function minimums(a: Archetype, random: Random): Pick<FundSpec, 'minimumInitialSubscriptionAmount' | 'minimumSubscriptionAmount' | 'minimumRedemptionAmount'> {
  if (a.currency === 'USD') {
    // US$10 or US$100 initial, US$10 afterwards (cents)
    return {
      minimumInitialSubscriptionAmount: random.chance(0.6) ? 1_000 : 10_000,
      minimumSubscriptionAmount: 1_000,
      minimumRedemptionAmount: random.chance(0.8) ? 1_000 : null,
    };
  }
  if (a.capitalProtected) {
    return { minimumInitialSubscriptionAmount: 100_000, minimumSubscriptionAmount: 100_000, minimumRedemptionAmount: 100_000 };
  }
  const roll = random.next();
  const [initial, ongoing] = roll < 0.65 ? [10_000, 10_000] : roll < 0.85 ? [100_000, 10_000] : [100_000, 100_000];
  return {
    minimumInitialSubscriptionAmount: initial,
    minimumSubscriptionAmount: ongoing,
    minimumRedemptionAmount: random.chance(0.8) ? 10_000 : null,
  };
}

/** The switching fee of a fund type (issue 15; decision 056): drawn from nothing, so the seed stays as it was. */
export function switchingFeeBp(type: FundType, indexFund: boolean): number {
  if (type === 'PASAR_UANG') return 0;
  if (type === 'PENDAPATAN_TETAP' || indexFund) return 25;
  return 50;
}

function expenseRatioBp(a: Archetype, random: Random): number {
  if (a.index) return random.int(50, 150);
  if (a.currency === 'USD') return a.type === 'SAHAM' ? random.int(200, 300) : random.int(100, 200);
  const ranges: Record<FundType, [number, number]> = {
    PASAR_UANG: [40, 120],
    PENDAPATAN_TETAP: [100, 250],
    CAMPURAN: [150, 300],
    SAHAM: [200, 400],
  };
  return random.int(...ranges[a.type]);
}

function holdingsTheme(a: Archetype): HoldingsTheme {
  if (a.capitalProtected) return 'protected';
  if (a.type === 'PASAR_UANG') return 'money-market';
  if (a.type === 'CAMPURAN') return 'mixed';
  if (a.type === 'PENDAPATAN_TETAP') return a.currency === 'USD' ? 'usd-bonds' : 'bonds';
  return a.currency === 'USD' ? 'global-stocks' : 'stocks';
}

/** AUM today, in minor units, drawn log-uniformly per kind of fund. */
function targetAum(a: Archetype, random: Random): number {
  if (a.currency === 'USD') return Math.round(random.logBetween(2e6, 1.2e8)) * 100;
  const [min, max] = a.capitalProtected
    ? [1e11, 7e11]
    : a.index
      ? [5e10, 1.5e12]
      : { PASAR_UANG: [2e11, 9e12], PENDAPATAN_TETAP: [1e11, 6e12], CAMPURAN: [2e10, 8e11], SAHAM: [5e10, 4e12] }[a.type];
  const aum = random.logBetween(min!, max!) * (a.newcomer ? 0.1 : 1);
  // Round to thousands of rupiah: reported AUM figures are not precise to the rupiah anyway.
  return Math.round(aum / 1000) * 1000;
}

export interface FundUniverseOptions {
  count: number;
  seed: number;
  /** Today in Jakarta (YYYY-MM-DD). */
  today: IsoDate;
  /** The newest NAV date (app/domain/dates.ts lastPublishedNavDate). */
  lastNavDate: IsoDate;
  years: number;
  holidays: HolidaySet;
}

/** Funds launched within a year of today are newcomers (spec funds §2.3 "newcomer"). */
export const NEWCOMER_DAYS = 365;

export function buildFundUniverse(options: FundUniverseOptions): FundSpec[] {
  const { count, holidays, lastNavDate, today } = options;
  if (!Number.isInteger(count) || count < MIN_FUND_COUNT || count > MAX_FUND_COUNT) {
    throw new RangeError(`The number of funds must be an integer from ${MIN_FUND_COUNT} to ${MAX_FUND_COUNT}`);
  }
  const random = createRandom(options.seed, 'fund-universe');
  const archetypes: Archetype[] = [];
  for (let i = 0; i < count; i++) archetypes.push(CORE_ARCHETYPES[i] ?? randomArchetype(random));

  // Managers: four funds each on the default run; small runs use a few managers so that fund
  // families (and switching lists) still exist.
  const managerCount = Math.min(INVESTMENT_MANAGERS.length, Math.max(3, Math.ceil(count / 4)));
  const managerOrder = random.shuffle(INVESTMENT_MANAGERS.map((_, i) => i)).slice(0, managerCount);

  const earliest = historyStart(lastNavDate, options.years, holidays);
  const newcomerFrom = addCalendarDays(today, -NEWCOMER_DAYS + 30);
  const newcomerTo = addCalendarDays(lastNavDate, -20);
  const matureTo = addCalendarDays(today, -NEWCOMER_DAYS - 35);

  const context: SpecContext = { random, today, usedNames: new Set(), codeCounters: new Map(), protectedSeries: random.int(3, 9) };

  return archetypes.map((a, i) => {
    const managerIndex = managerOrder[i % managerCount]!;

    let launchDate: IsoDate;
    if (a.newcomer) {
      launchDate = onOrAfterExchangeDay(addCalendarDays(newcomerFrom, random.int(0, Math.max(0, daysBetween(newcomerFrom, newcomerTo)))), holidays);
    } else if (random.chance(0.45) || matureTo <= earliest) {
      launchDate = earliest;
    } else {
      launchDate = onOrAfterExchangeDay(addCalendarDays(earliest, random.int(0, daysBetween(earliest, matureTo))), holidays);
    }
    if (launchDate > lastNavDate) launchDate = lastNavDate;
    return buildSpec(a, managerIndex, launchDate, context);
  });
}

/** What the funds of one universe share while their specs are built, in order. */
interface SpecContext {
  random: Random;
  today: IsoDate;
  usedNames: Set<string>;
  /** Funds per manager so far: the sequence number of the manager's next fund code. */
  codeCounters: Map<number, number>;
  protectedSeries: number;
}

/** One fund of an archetype, its manager and launch date given (the draws in a fixed order). */
function buildSpec(a: Archetype, managerIndex: number, launchDate: IsoDate, context: SpecContext): FundSpec {
  const { random, today, usedNames, codeCounters } = context;
  const manager = INVESTMENT_MANAGERS[managerIndex]!;
  const brand = BRANDS[managerIndex % BRANDS.length]!;
  let base = `${brand} ${random.pick(namePhrases(a))}`;
  if (a.capitalProtected) base = `${base} ${context.protectedSeries++}`;
  let name = base;
  for (let k = 0; usedNames.has(name); k++) name = `${base} ${ROMAN[k] ?? String(k + 2)}`;
  usedNames.add(name);

  const sequence = (codeCounters.get(managerIndex) ?? 0) + 1;
  codeCounters.set(managerIndex, sequence);
  const code = `${manager.code}${TYPE_CODES[a.type]}${String(sequence).padStart(2, '0')}`;

  const dividendPlan: DividendPlan | null = a.dividend
    ? {
        frequency: a.dividend,
        annualYield:
          a.type === 'PENDAPATAN_TETAP' ? random.between(0.045, 0.06) : a.type === 'CAMPURAN' ? random.between(0.03, 0.045) : random.between(0.025, 0.04),
        month: random.int(1, 12),
      }
    : null;
  const isNewcomer = daysBetween(launchDate, today) < NEWCOMER_DAYS;
  const withRedemptionAccount = random.chance(0.4);
  const spec: FundSpec = {
    code,
    name,
    slug: slugify(name),
    type: a.type,
    category: a.category,
    currency: a.currency,
    status: a.subscriptionDisabled ? 'active_subsdisabled' : 'active_subsenabled',
    isIndexFund: Boolean(a.index),
    trackedIndex: a.index ?? null,
    isNewcomer,
    hasDividend: Boolean(dividendPlan),
    isCapitalProtected: Boolean(a.capitalProtected),
    managerIndex,
    custodianIndex: random.int(0, CUSTODIAN_BANKS.length - 1),
    containerAccount: accountNumber(random),
    containerAccountRedeem: withRedemptionAccount ? accountNumber(random) : null,
    containerAccountRedeemBank: withRedemptionAccount ? random.pick(CONTAINER_BANKS) : null,
    ...minimums(a, random),
    expenseRatioBp: expenseRatioBp(a, random),
    subscriptionFeeBp: a.type === 'SAHAM' || a.type === 'CAMPURAN' ? random.pick([0, 0, 0, 50, 100]) : 0,
    redemptionFeeBp: a.type === 'PASAR_UANG' ? 0 : random.pick([0, 0, 0, 50, 100]),
    // By type, drawing nothing (the seed's other draws stay as they were): none out of money market, 0.25% out
    // of fixed income and index funds, 0.5% out of mixed and stock funds.
    switchingFeeBp: switchingFeeBp(a.type, Boolean(a.index)),
    cutoffTime: a.cutoffTime ?? (a.index ? INDEX_FUND_CUTOFF_TIME : '13:00'),
    launchDate,
    dividendPolicy: dividendPlan ? (a.capitalProtected ? 'CASH' : random.pick(['CASH', 'REINVESTMENT', 'OPTIONAL'] as const)) : null,
    dividendPlan,
    description: '',
    headerInfoLabel: a.subscriptionDisabled ? 'Informasi' : isNewcomer ? 'Produk Baru' : null,
    headerInfoData: a.subscriptionDisabled
      ? 'Masa penawaran seri ini telah berakhir; pembelian baru dibuka kembali pada seri berikutnya.'
      : isNewcomer
        ? `Diluncurkan pada ${formatDate(launchDate)}.`
        : null,
    navProfile: drawNavProfile(a.type, random, { indexFund: Boolean(a.index) }),
    startNav: a.currency === 'USD' ? 10_000 : 10_000_000,
    targetAum: targetAum(a, random),
    launchAumShare: a.newcomer ? random.between(0.2, 0.6) : random.between(0.03, 0.3),
    holdingsTheme: holdingsTheme(a),
  };
  spec.description = describe(spec, manager.name);
  return spec;
}

/** Days from the launch of the fund awaiting its first dividend to the last NAV date. */
export const AWAITING_DIVIDEND_LAUNCH_DAYS = 45;

/**
 * The demo's one dividend fund that has not distributed anything yet (spec funds §2.2: the chart's
 * adjusted/unadjusted switch "is disabled when no unadjusted data exists"): a monthly-dividend
 * fixed-income fund launched AWAITING_DIVIDEND_LAUNCH_DAYS before the last NAV date. A fund
 * distributes from its fourth month (seeds/nav-generator.ts), so all its dividends are scheduled and
 * its NAV equals its adjusted NAV. It comes after the universe, from a stream of its own, under the
 * manager with the fewest funds, so that adding it changes no other fund's figures.
 */
export function buildAwaitingDividendFund(options: FundUniverseOptions, universe: readonly FundSpec[]): FundSpec {
  const random = createRandom(options.seed, 'fund-universe:awaiting-dividend');
  const perManager = INVESTMENT_MANAGERS.map((_, m) => universe.filter((f) => f.managerIndex === m).length);
  const managerIndex = perManager.indexOf(Math.min(...perManager));
  let launchDate = onOrAfterExchangeDay(addCalendarDays(options.lastNavDate, -AWAITING_DIVIDEND_LAUNCH_DAYS), options.holidays);
  if (launchDate > options.lastNavDate) launchDate = options.lastNavDate;
  const context: SpecContext = {
    random,
    today: options.today,
    usedNames: new Set(universe.map((f) => f.name)),
    codeCounters: new Map([[managerIndex, perManager[managerIndex]!]]),
    protectedSeries: 0,
  };
  return buildSpec(
    { type: 'PENDAPATAN_TETAP', category: 'KONVENSIONAL', currency: 'IDR', dividend: 'MONTHLY', newcomer: true },
    managerIndex,
    launchDate,
    context,
  );
}
