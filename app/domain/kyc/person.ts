// The investor's name as on the ID card, the mother's maiden name and the date of birth (spec funds §5
// "namaSesuaiKTP", "namaGadisIbuKandung", "tanggalLahir"; issue 14 item 1; docs/decisions/041-kyc-identity-rules.md).
// Pure: the clock is passed in.
import { jakartaDate, type IsoDate, isIsoDate } from '../dates';

/** The e-KTP prints names in capitals, at most 60 characters in the name field. */
export const PERSON_NAME_LENGTH = { min: 2, max: 60 } as const;

/**
 * Latin letters and the punctuation names on an ID card carry: spaces, the apostrophe (NUR'AINI), the dot
 * (MUH. RIZKY), the comma of a title (S.KOM., M.M.) and the hyphen (SITI-AISYAH). It starts with a letter.
 * The card is printed in A-Z only, and KSEI and Dukcapil match the name against it, so no other alphabet.
 */
const ID_CARD_NAME = /^[A-Z][A-Z .,'-]*$/;

/** As it is stored and compared: trimmed, runs of spaces made one, in capitals. */
export function normalizePersonName(input: string): string {
  return input.trim().replace(/\s+/g, ' ').toUpperCase();
}

export type PersonNameProblem = 'TOO_SHORT' | 'TOO_LONG' | 'CHARACTERS';
export type PersonNameCheck = { ok: true; value: string } | { ok: false; problem: PersonNameProblem };

/** A name as on the ID card (the investor's, or the mother's maiden name), normalised when it passes. */
export function checkPersonName(input: string): PersonNameCheck {
  const value = normalizePersonName(input);
  if (value.length < PERSON_NAME_LENGTH.min) return { ok: false, problem: 'TOO_SHORT' };
  if (value.length > PERSON_NAME_LENGTH.max) return { ok: false, problem: 'TOO_LONG' };
  if (!ID_CARD_NAME.test(value)) return { ok: false, problem: 'CHARACTERS' };
  return { ok: true, value };
}

/**
 * The age at which one may open a securities account alone: the e-KTP is issued at 17 (UU 24/2013 art. 63),
 * and the KTP is what KYC identifies by (POJK 8/2023).
 */
export const MINIMUM_AGE_YEARS = 17;
/** Nobody born before this is alive to register; an earlier year is a typing error. */
export const EARLIEST_BIRTH_YEAR = 1900;

/**
 * Full years between a date of birth and a day. One born on 29 February turns a year older on 1 March of a
 * common year (the birthday has not been reached on 28 February).
 */
export function ageOn(dateOfBirth: IsoDate, today: IsoDate): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const birthdayReached = tm > bm || (tm === bm && td >= bd);
  return ty - by - (birthdayReached ? 0 : 1);
}

export type DateOfBirthProblem = 'FORMAT' | 'IN_THE_FUTURE' | 'TOO_YOUNG' | 'TOO_EARLY';
export type DateOfBirthCheck = { ok: true; value: IsoDate } | { ok: false; problem: DateOfBirthProblem };

/** A date of birth (YYYY-MM-DD) of someone 17 or older today in Asia/Jakarta, `now` being the clock. */
export function checkDateOfBirth(input: string, now: Date): DateOfBirthCheck {
  const value = input.trim();
  if (!isIsoDate(value)) return { ok: false, problem: 'FORMAT' };
  const today = jakartaDate(now);
  if (value > today) return { ok: false, problem: 'IN_THE_FUTURE' };
  if (Number(value.slice(0, 4)) < EARLIEST_BIRTH_YEAR) return { ok: false, problem: 'TOO_EARLY' };
  if (ageOn(value, today) < MINIMUM_AGE_YEARS) return { ok: false, problem: 'TOO_YOUNG' };
  return { ok: true, value };
}
