// Display formatting, Indonesian style (DESIGN.md "Money, units, time"). The locale is passed in;
// numbers always use Indonesian grouping on the id locale and English on en. Fraction digits are
// always given to Intl (the current ICU prints IDR without decimals and would round).
import { MINOR_PER_MAJOR, SCALE, type Currency } from '~/domain/money';
import type { Language } from '~/domain/enums';

const INTL_LOCALE: Record<Language, string> = { id: 'id-ID', en: 'en-US' };
export const TIME_ZONE = 'Asia/Jakarta';

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Language, min: number, max: number): Intl.NumberFormat {
  const key = `${locale}:${min}:${max}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(INTL_LOCALE[locale], { minimumFractionDigits: min, maximumFractionDigits: max });
    numberFormats.set(key, f);
  }
  return f;
}

/** Number with grouping: 1234567.5 → "1.234.567,5" (id). */
export function formatNumber(value: number, locale: Language = 'id', minDigits = 0, maxDigits = minDigits): string {
  return numberFormat(locale, minDigits, maxDigits).format(value);
}

const CURRENCY_PREFIX: Record<Currency, string> = { IDR: 'Rp', USD: 'US$' };

/** The currency's symbol alone ("Rp", "US$"): a field's unit, or before a NAV. */
export function currencySymbol(currency: Currency): string {
  return CURRENCY_PREFIX[currency];
}

/**
 * An amount in minor units: IDR "Rp 10.000" (no decimals), USD "US$1.000,00" (two decimals,
 * spec funds §5). Negative amounts get a leading minus: "-Rp 5.000".
 */
export function formatMoney(minor: number, currency: Currency, locale: Language = 'id'): string {
  const digits = Math.log10(MINOR_PER_MAJOR[currency]);
  const major = Math.abs(minor) / MINOR_PER_MAJOR[currency];
  const sign = minor < 0 ? '-' : '';
  return `${sign}${currencyPrefix(currency)}${formatNumber(major, locale, digits)}`;
}

/** An amount in running text: as formatMoney, with a no-break space keeping "Rp" and the figure on one line. */
export function formatMoneyInText(minor: number, currency: Currency, locale: Language = 'id'): string {
  return formatMoney(minor, currency, locale).replace(' ', '\u00a0');
}

/** "Rp " (with its space) or "US$" (without), as amounts are written. */
function currencyPrefix(currency: Currency): string {
  return currency === 'IDR' ? `${CURRENCY_PREFIX.IDR} ` : CURRENCY_PREFIX[currency];
}

/** An amount with an explicit sign: "+Rp 50.000", "-Rp 30.000", "Rp 0" (gains and losses). */
export function formatSignedMoney(minor: number, currency: Currency, locale: Language = 'id'): string {
  const text = formatMoney(minor, currency, locale);
  return minor > 0 ? `+${text}` : text;
}

/** What a hidden balance shows instead of the figure (the hide-balance toggle, spec landing §2). */
export const MASK = '••••••';

/** The currency's prefix as formatMoney writes it, then the mask: "Rp ••••••", "US$••••••". */
export function formatMaskedMoney(currency: Currency): string {
  return `${currencyPrefix(currency)}${MASK}`;
}

const ABBREVIATIONS: Record<Currency, ReadonlyArray<{ value: number; label: string }>> = {
  // spec landing §9: Rb, Jt, M, T for IDR; K, Mio, Bio for USD
  IDR: [
    { value: 1e12, label: 'T' },
    { value: 1e9, label: 'M' },
    { value: 1e6, label: 'Jt' },
    { value: 1e3, label: 'Rb' },
  ],
  USD: [
    { value: 1e9, label: 'Bio' },
    { value: 1e6, label: 'Mio' },
    { value: 1e3, label: 'K' },
  ],
};

/**
 * A large amount abbreviated, with at most two decimals, truncated rather than rounded up so
 * that a figure is never overstated: 1 250 000 000 → "Rp 1,25 M", 10 000 → "Rp 10 Rb".
 */
export function formatCompactMoney(minor: number, currency: Currency, locale: Language = 'id'): string {
  const major = minor / MINOR_PER_MAJOR[currency];
  const abs = Math.abs(major);
  const sign = major < 0 ? '-' : '';
  const unit = ABBREVIATIONS[currency].find((a) => abs >= a.value);
  const separator = currency === 'IDR' ? ' ' : '';
  if (!unit) return formatMoney(minor, currency, locale);
  const truncated = Math.trunc((abs / unit.value) * 100) / 100;
  return `${sign}${CURRENCY_PREFIX[currency]}${separator}${formatNumber(truncated, locale, 0, 2)} ${unit.label}`;
}

/** NAV per unit (× 10^4): 2 decimals for IDR funds, 4 for USD funds (spec landing §9). */
export function formatNav(navScaled: number, currency: Currency, locale: Language = 'id'): string {
  const digits = currency === 'USD' ? 4 : 2;
  return formatNumber(navScaled / SCALE, locale, digits);
}

/** The decimals a unit balance is stored with (SCALE = 10^4). */
const UNIT_DECIMALS = Math.log10(SCALE);

/**
 * Units (× 10^4) with exactly their 4 decimals, in every language: a balance is stored to 4 decimals
 * (DESIGN.md "Money, units, time"), and dropping trailing zeros set "581,584" beside "5.689,9645".
 */
export function formatUnits(unitsScaled: number, locale: Language = 'id'): string {
  return formatNumber(unitsScaled / SCALE, locale, UNIT_DECIMALS);
}

/** A fraction as a percentage with two decimals: 0.1234 → "12,34%". */
export function formatPercent(fraction: number, locale: Language = 'id', digits = 2): string {
  return `${formatNumber(fraction * 100, locale, digits)}%`;
}

/** Parts per million of a fraction (statistics columns) as a percentage. */
export function formatPpmPercent(ppm: number | null | undefined, locale: Language = 'id'): string {
  return ppm === null || ppm === undefined ? '-' : formatPercent(ppm / 1e6, locale);
}

/** Basis points as a percentage: 175 → "1,75%". */
export function formatBasisPoints(bp: number, locale: Language = 'id'): string {
  return formatPercent(bp / 10_000, locale);
}

/** A signed percentage with an explicit sign, for gains and losses: "+12,34%", "-3,10%". */
export function formatSignedPercent(fraction: number, locale: Language = 'id'): string {
  const text = formatPercent(Math.abs(fraction), locale);
  return fraction > 0 ? `+${text}` : fraction < 0 ? `-${text}` : text;
}

/** A calendar date (YYYY-MM-DD) or an instant in Jakarta: "7 Februari 2025". */
export function formatDate(value: string | Date, locale: Language = 'id'): string {
  return dateFormat(`long:${locale}`, INTL_LOCALE[locale], { day: 'numeric', month: 'long', year: 'numeric' }).format(
    toInstant(value),
  );
}

// Intl formatters are costly to create (a chart's text alternative formats hundreds of dates per
// render): each one is made once per locale and reused.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(key: string, locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let f = dateFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { ...options, timeZone: TIME_ZONE });
    dateFormats.set(key, f);
  }
  return f;
}

/** The time of day of an instant in Jakarta, 24-hour clock: "14.05" (id), "14:05" (en). */
export function formatTime(value: Date, locale: Language = 'id'): string {
  return dateFormat(`time:${locale}`, INTL_LOCALE[locale], {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(value);
}

/** An instant's date and time in Jakarta: "7 Februari 2025, 14.05" (id), "February 7, 2025, 14:05" (en). */
export function formatDateTime(value: Date, locale: Language = 'id'): string {
  return `${formatDate(value, locale)}, ${formatTime(value, locale)}`;
}

/**
 * A wait in seconds as the whole minutes a "try again in N minutes" text shows: rounded up, so the wait is never
 * understated, and at least 1 (61 s → 2, 0 s → 1).
 */
export function waitInMinutes(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}

/** A duration in whole seconds as mm:ss, or h:mm:ss from an hour on (274 → "04:34", 3723 → "1:02:03"). */
export function formatClockDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const ss = String(s).padStart(2, '0');
  return `${h > 0 ? `${h}:` : ''}${String(m).padStart(2, '0')}:${ss}`;
}

/** The same duration as ISO 8601 for <time dateTime> (274 → "PT4M34S"). */
export function isoDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

/** A calendar date or instant as DD/MM/YYYY (Jakarta). */
export function formatShortDate(value: string | Date): string {
  return dateFormat('short', 'en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(toInstant(value));
}

/** A calendar date as "07 Feb 2025" (spec funds §2.2, DD MMM YYYY). */
export function formatDayMonthYear(value: string | Date, locale: Language = 'id'): string {
  // Chart ticks, tables and dividend dates format the same calendar dates on every page: a date
  // string's text is remembered (Intl's formatToParts costs microseconds each).
  if (typeof value !== 'string') return dayMonthYear(value, locale);
  const key = `${locale}${value}`;
  let text = dayMonthYearTexts.get(key);
  if (text === undefined) {
    text = dayMonthYear(value, locale);
    if (dayMonthYearTexts.size >= DAY_MONTH_YEAR_TEXTS_KEPT) dayMonthYearTexts.clear();
    dayMonthYearTexts.set(key, text);
  }
  return text;
}

const dayMonthYearTexts = new Map<string, string>();
/** Ten years of days in both languages, with room to spare. */
const DAY_MONTH_YEAR_TEXTS_KEPT = 20_000;

function dayMonthYear(value: string | Date, locale: Language): string {
  const parts = dateFormat(`dmy:${locale}`, INTL_LOCALE[locale], {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  }).formatToParts(toInstant(value));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')} ${get('month').replace('.', '')} ${get('year')}`;
}

/** Calendar dates are read as noon in Jakarta, so that no time-zone shift moves the day. */
function toInstant(value: string | Date): Date {
  if (value instanceof Date) return value;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T12:00:00+07:00`);
  return new Date(value);
}
