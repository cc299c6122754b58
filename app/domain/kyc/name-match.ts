// The account holder's name against the investor's KYC name (issue 14 item 3; spec funds §8 rejection
// reason "bank account name and name not matched"; decision 048). Banks print names in capitals, often
// with a form of address ("BPK", "IBU", "SDR") or a pilgrimage title ("H.", "HJ.") in front and academic
// degrees behind ("S.E.", "M.M."); the ID card has the bare name. Both are brought to one form and
// compared word for word: a different or missing word is a mismatch (redemptions go to this account, so
// a near miss is for the operator to judge, not for us to guess). Pure.

/**
 * Words before the name that say how a person is addressed, not who they are: forms of address
 * (Bapak, Ibu, Saudara/i, Tuan, Nyonya, Nona), the hajj titles and academic or professional titles
 * written in front (Drs., Dra., Dr., Ir., Prof.). Only taken off the front.
 */
const LEADING_TITLES = new Set([
  'BPK', 'BP', 'BAPAK', 'IBU', 'IB', 'SDR', 'SDRI', 'SAUDARA', 'SAUDARI', 'TN', 'TUAN', 'NY', 'NYONYA', 'NN', 'NONA',
  'H', 'HJ', 'HAJI', 'HAJJAH',
  'DRS', 'DRA', 'DR', 'IR', 'PROF', 'DRG', 'DRH',
]);

/**
 * Degrees written behind the name, with or without their dots ("S.E." and "SE" alike, after the
 * punctuation is gone: "S E"). Only taken off the end, so that a name word like "ST" inside a name
 * survives. Multi-letter degrees split by the dots are matched as their joined letters.
 */
const TRAILING_DEGREES = new Set([
  'SE', 'SH', 'ST', 'SPD', 'SKOM', 'SKED', 'SSOS', 'SPSI', 'SAG', 'SIP', 'SS', 'SSI', 'SFARM', 'SKM', 'SP', 'SPT', 'SAK', 'STR',
  'MM', 'MBA', 'MSI', 'MT', 'MH', 'MPD', 'MKOM', 'MA', 'MSC', 'MKES', 'MAK',
  'AMD', 'AMK', 'AMA', 'PHD', 'SPOG', 'SPA', 'SPPD', 'MD',
]);

/**
 * A name in one comparable form: accents taken off (é → E), capitals, apostrophes joined ("Nur'aini" →
 * NURAINI), other punctuation a space, spaces collapsed, the leading titles and trailing degrees gone.
 * Degrees after a comma ("BUDI, S.E., M.M.") all go with the comma.
 */
export function normalizePersonName(name: string): string {
  const bare = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    // What follows a comma is a degree or a title, never the name (Indonesian writing convention).
    .split(',')[0]!
    .replace(/['’‘`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  const words = bare === '' ? [] : bare.split(' ');
  while (words.length > 1 && LEADING_TITLES.has(words[0]!)) words.shift();
  stripTrailingDegrees(words);
  return words.join(' ');
}

/** Takes degrees off the end: a whole word ("MM") or the letters of a dotted one ("S E" of "S.E."). */
function stripTrailingDegrees(words: string[]): void {
  for (;;) {
    if (words.length <= 1) return;
    const last = words[words.length - 1]!;
    if (TRAILING_DEGREES.has(last)) {
      words.pop();
      continue;
    }
    // "S.Kom." became "S KOM", "S.E." "S E": try the last two and three words joined.
    const joined = [2, 3].find((n) => words.length > n && TRAILING_DEGREES.has(words.slice(-n).join('')) && words.slice(-n).every((w) => w.length <= 4));
    if (joined === undefined) return;
    words.splice(words.length - joined, joined);
  }
}

/** Whether the bank's holder name is the KYC name (both normalised; an empty one never matches). */
export function namesMatch(holderName: string, kycName: string): boolean {
  const holder = normalizePersonName(holderName);
  return holder !== '' && holder === normalizePersonName(kycName);
}
