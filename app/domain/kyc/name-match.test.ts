import { describe, expect, it } from 'vitest';
import { namesMatch, normalizePersonName } from './name-match';

describe('normalizePersonName', () => {
  it.each([
    ['Budi Santoso', 'BUDI SANTOSO'],
    ['  budi   santoso ', 'BUDI SANTOSO'],
    ['BPK BUDI SANTOSO', 'BUDI SANTOSO'],
    ['Bpk. Budi Santoso', 'BUDI SANTOSO'],
    ['IBU SITI AMINAH', 'SITI AMINAH'],
    ['SDR ANDI', 'ANDI'],
    ['SDRI. RINA', 'RINA'],
    ['H. AHMAD DAHLAN', 'AHMAD DAHLAN'],
    ['HJ. SITI', 'SITI'],
    ['DRS. H. SUKARNO', 'SUKARNO'],
    ['Dr. Ir. Wati', 'WATI'],
    ['BUDI SANTOSO, S.E., M.M.', 'BUDI SANTOSO'],
    ['BUDI SANTOSO SE MM', 'BUDI SANTOSO'],
    ['RINA S.Kom', 'RINA'],
    ['RINA S.Kom.', 'RINA'],
    ["Nur'aini", 'NURAINI'],
    ['NUR AINI', 'NUR AINI'],
    ['M. Rizky', 'M RIZKY'],
    ['Siti-Aminah', 'SITI AMINAH'],
    ['José Ramírez', 'JOSE RAMIREZ'],
    ['Ṣalāḥ', 'SALAH'],
    // A title alone is kept: it is all the name there is.
    ['IBU', 'IBU'],
    // Titles only in front, degrees only at the end.
    ['ANDI BPK', 'ANDI BPK'],
    ['SE ANDI', 'SE ANDI'],
    ['', ''],
    [' , ', ''],
  ])('%j → %j', (name, normalised) => {
    expect(normalizePersonName(name)).toBe(normalised);
  });
});

describe('namesMatch', () => {
  it.each<[string, string, string, boolean]>([
    ['the same name', 'BUDI SANTOSO', 'Budi Santoso', true],
    ['a bank form of address', 'BPK BUDI SANTOSO', 'Budi Santoso', true],
    ['a hajj title on the ID card only', 'AHMAD DAHLAN', 'H. Ahmad Dahlan', true],
    ['degrees at the bank', 'BUDI SANTOSO SE', 'Budi Santoso', true],
    ['accents', 'JOSE RAMIREZ', 'José Ramírez', true],
    ['an apostrophe', 'NURAINI', "Nur'aini", true],
    ['punctuation', 'M RIZKY', 'M. Rizky', true],
    ['another person', 'BUDI SANTOSA', 'Budi Santoso', false],
    ['a word missing', 'BUDI', 'Budi Santoso', false],
    ['a word more', 'BUDI SANTOSO PUTRA', 'Budi Santoso', false],
    ['words in another order', 'SANTOSO BUDI', 'Budi Santoso', false],
    ['a name split differently', 'NUR AINI', 'Nuraini', false],
    ['an empty holder name', '', 'Budi Santoso', false],
    ['both empty', '', '', false],
    ['titles only', 'BPK', 'Bpk.', true],
  ])('%s', (_case, holder, kyc, expected) => {
    expect(namesMatch(holder, kyc)).toBe(expected);
  });
});
