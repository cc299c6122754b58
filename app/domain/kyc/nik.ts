// The NIK (Nomor Induk Kependudukan), the 16-digit number on the e-KTP (spec funds §5 "nik"; issue 14 item 1;
// docs/decisions/041-kyc-identity-rules.md). Its structure, as Dukcapil issues it (UU 24/2013 on population
// administration gives every resident one NIK for life): digits 1-2 the province, 3-4 the regency or city, 5-6 the district, 7-12 the date of
// birth as DDMMYY with 40 added to the day for a woman, 13-16 a serial number. Only the structure is checked
// here; whether the number exists is Dukcapil's to say (the operator's review, spec §8 "NIK not valid"). Pure.
import type { IsoDate } from '../dates';

export const NIK_LENGTH = 16;

/**
 * Province codes as Kemendagri gives them (Kepmendagri 100.1.1-6117/2022, which added the four new Papua
 * provinces 93-96); the first two digits of every NIK are one of these. Papua Barat kept 92 and Papua 91, so
 * NIKs issued before the 2022 split keep their code.
 */
export const PROVINCE_CODES: Readonly<Record<string, string>> = {
  '11': 'Aceh',
  '12': 'Sumatera Utara',
  '13': 'Sumatera Barat',
  '14': 'Riau',
  '15': 'Jambi',
  '16': 'Sumatera Selatan',
  '17': 'Bengkulu',
  '18': 'Lampung',
  '19': 'Kepulauan Bangka Belitung',
  '21': 'Kepulauan Riau',
  '31': 'DKI Jakarta',
  '32': 'Jawa Barat',
  '33': 'Jawa Tengah',
  '34': 'DI Yogyakarta',
  '35': 'Jawa Timur',
  '36': 'Banten',
  '51': 'Bali',
  '52': 'Nusa Tenggara Barat',
  '53': 'Nusa Tenggara Timur',
  '61': 'Kalimantan Barat',
  '62': 'Kalimantan Tengah',
  '63': 'Kalimantan Selatan',
  '64': 'Kalimantan Timur',
  '65': 'Kalimantan Utara',
  '71': 'Sulawesi Utara',
  '72': 'Sulawesi Tengah',
  '73': 'Sulawesi Selatan',
  '74': 'Sulawesi Tenggara',
  '75': 'Gorontalo',
  '76': 'Sulawesi Barat',
  '81': 'Maluku',
  '82': 'Maluku Utara',
  '91': 'Papua',
  '92': 'Papua Barat',
  '93': 'Papua Selatan',
  '94': 'Papua Tengah',
  '95': 'Papua Pegunungan',
  '96': 'Papua Barat Daya',
};

/** A woman's NIK carries her day of birth plus this. */
export const FEMALE_DAY_OFFSET = 40;

export type Gender = 'MALE' | 'FEMALE';

/**
 * What is wrong with a NIK, the first thing found: FORMAT (not 16 digits), PROVINCE (no such province),
 * REGION (regency or district 00), BIRTH_DATE (digits 7-12 are no date), SERIAL (0000).
 */
export type NikProblem = 'FORMAT' | 'PROVINCE' | 'REGION' | 'BIRTH_DATE' | 'SERIAL';

export interface NikFacts {
  provinceCode: string;
  gender: Gender;
  /** The day of birth, 1-31 (the offset taken off). */
  birthDay: number;
  birthMonth: number;
  /** The last two digits of the year of birth. */
  birthYearOfCentury: number;
}

export type NikParse = { ok: true; facts: NikFacts } | { ok: false; problem: NikProblem };

/** The NIK as people type it, grouped with spaces, dots or dashes ("3171 0101 …"): the digits alone. */
export function normalizeNik(input: string): string {
  return input.replace(/[\s.-]/g, '');
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Reads a NIK's structure (no normalisation: pass normalizeNik's result). */
export function parseNik(nik: string): NikParse {
  if (nik.length !== NIK_LENGTH || !/^\d+$/.test(nik)) return { ok: false, problem: 'FORMAT' };
  const provinceCode = nik.slice(0, 2);
  if (!(provinceCode in PROVINCE_CODES)) return { ok: false, problem: 'PROVINCE' };
  if (nik.slice(2, 4) === '00' || nik.slice(4, 6) === '00') return { ok: false, problem: 'REGION' };
  const encodedDay = Number(nik.slice(6, 8));
  const birthMonth = Number(nik.slice(8, 10));
  const birthYearOfCentury = Number(nik.slice(10, 12));
  const female = encodedDay > FEMALE_DAY_OFFSET;
  const birthDay = female ? encodedDay - FEMALE_DAY_OFFSET : encodedDay;
  // The century is not written: a date is real if it is in either century (29 February of "00" is, 2000 leapt).
  const real = isRealDate(1900 + birthYearOfCentury, birthMonth, birthDay) || isRealDate(2000 + birthYearOfCentury, birthMonth, birthDay);
  if (birthDay < 1 || !real) return { ok: false, problem: 'BIRTH_DATE' };
  if (nik.slice(12) === '0000') return { ok: false, problem: 'SERIAL' };
  return { ok: true, facts: { provinceCode, gender: female ? 'FEMALE' : 'MALE', birthDay, birthMonth, birthYearOfCentury } };
}

/** Whether the NIK's DDMMYY is the date of birth entered (YYYY-MM-DD). */
export function nikAgreesWithDateOfBirth(facts: NikFacts, dateOfBirth: IsoDate): boolean {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  return facts.birthDay === day && facts.birthMonth === month && facts.birthYearOfCentury === year % 100;
}

export type NikCheck = { ok: true; gender: Gender } | { ok: false; problem: NikProblem | 'DATE_OF_BIRTH_MISMATCH' };

/**
 * The NIK's structure, and its agreement with the date of birth entered (when there is one). The gender is
 * the NIK's: the form never asks for it (spec §5 lists no gender field; KSEI checks it against the NIK).
 */
export function checkNik(nik: string, dateOfBirth: IsoDate | null): NikCheck {
  const parsed = parseNik(nik);
  if (!parsed.ok) return parsed;
  if (dateOfBirth !== null && !nikAgreesWithDateOfBirth(parsed.facts, dateOfBirth)) return { ok: false, problem: 'DATE_OF_BIRTH_MISMATCH' };
  return { ok: true, gender: parsed.facts.gender };
}
