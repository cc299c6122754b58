// Politically exposed persons (spec funds §5 "Politically exposed position list: 14 roles (names not shown)",
// "Relationship options"; issue 14 item 1; docs/decisions/041-kyc-identity-rules.md). POJK 8/2023 art. 1 and
// PPATK's guidance call a PEP anyone entrusted with a prominent public function; UU 28/1999 art. 2 and its
// elucidation list the state officials that means in Indonesia. A PEP, or a family member or close associate
// of one, is subject to enhanced due diligence. Pure.
import type { PepRelationship, PepStatus } from './enums';

/** The 14 positions, from UU 28/1999 art. 2 and PPATK's PEP guidance (decision 041 lists the sources). */
export const PEP_POSITIONS = [
  /** Presiden, Wakil Presiden. */
  'PRESIDENT_VICE_PRESIDENT',
  /** Menteri, pejabat setingkat menteri (kepala lembaga pemerintah nonkementerian). */
  'MINISTER',
  /** Anggota MPR, DPR, DPD. */
  'NATIONAL_LEGISLATOR',
  /** Anggota DPRD provinsi, kabupaten, kota. */
  'REGIONAL_LEGISLATOR',
  /** Pimpinan lembaga negara: BPK, MA, MK, KY, Bank Indonesia, OJK, KPK and their like. */
  'HEAD_OF_STATE_INSTITUTION',
  /** Hakim di semua lingkungan peradilan. */
  'JUDGE',
  /** Gubernur, wakil gubernur. */
  'GOVERNOR',
  /** Bupati, wali kota and their deputies. */
  'REGENT_MAYOR',
  /** Duta besar. */
  'AMBASSADOR',
  /** Pejabat pimpinan tinggi (eselon I) in a ministry or agency. */
  'SENIOR_CIVIL_SERVANT',
  /** Direksi, komisaris, dewan pengawas BUMN and BUMD. */
  'STATE_ENTERPRISE_EXECUTIVE',
  /** Perwira tinggi TNI and Polri (general and flag officers). */
  'MILITARY_POLICE_GENERAL',
  /** Jaksa, penyidik, panitera pengadilan. */
  'PROSECUTOR_INVESTIGATOR',
  /** Pengurus partai politik. */
  'POLITICAL_PARTY_OFFICIAL',
] as const;
export type PepPosition = (typeof PEP_POSITIONS)[number];

export function isPepPosition(value: string): value is PepPosition {
  return (PEP_POSITIONS as readonly string[]).includes(value);
}

export interface PepAnswer {
  pepStatus: PepStatus | null;
  pepPosition: string | null;
  pepRelationship: PepRelationship | null;
}

export type PepProblem = 'STATUS_MISSING' | 'POSITION_MISSING' | 'POSITION_UNKNOWN' | 'RELATIONSHIP_MISSING';

/**
 * What the PEP answer still lacks: a status; unless the status is NO, a position of the list (one's own, or
 * the related person's); for RELATED, how one is related. Empty when complete. A position or relationship
 * given with a status that does not ask for it is not a problem: the model stores null in its place.
 */
export function pepProblems(answer: PepAnswer): Partial<Record<'pepStatus' | 'pepPosition' | 'pepRelationship', PepProblem>> {
  if (answer.pepStatus === null) return { pepStatus: 'STATUS_MISSING' };
  if (answer.pepStatus === 'NO') return {};
  const problems: Partial<Record<'pepStatus' | 'pepPosition' | 'pepRelationship', PepProblem>> = {};
  if (answer.pepPosition === null || answer.pepPosition === '') problems.pepPosition = 'POSITION_MISSING';
  else if (!isPepPosition(answer.pepPosition)) problems.pepPosition = 'POSITION_UNKNOWN';
  if (answer.pepStatus === 'RELATED' && answer.pepRelationship === null) problems.pepRelationship = 'RELATIONSHIP_MISSING';
  return problems;
}

/** The answer as stored: the position and relationship only where the status asks for them. */
export function normalizedPepAnswer(answer: PepAnswer): PepAnswer {
  if (answer.pepStatus === 'NO' || answer.pepStatus === null) return { pepStatus: answer.pepStatus, pepPosition: null, pepRelationship: null };
  return {
    pepStatus: answer.pepStatus,
    pepPosition: answer.pepPosition,
    pepRelationship: answer.pepStatus === 'RELATED' ? answer.pepRelationship : null,
  };
}
