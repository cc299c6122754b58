// The addresses of the risk-profile pages (spec funds §2.1 "Risk profile"; decision 065) and the step a test page
// shows. `?langkah=N` (1-based) names a question; a test never skips past its first unanswered question.
import { RISK_PROFILE_RESULT_PATH, RISK_PROFILE_TEST_PATH } from './policies/registration-indicator';

export { RISK_PROFILE_RESULT_PATH, RISK_PROFILE_TEST_PATH };
export const RISK_PROFILE_RETAKE_PATH = '/reksadana/profil-risiko/ubah';
export const STEP_PARAM = 'langkah';

/** /reksadana/profil-risiko/{portfolioId}: a robo portfolio's score test. */
export function roboScorePath(portfolioId: number): `/${string}` {
  return `/reksadana/profil-risiko/${portfolioId}`;
}

/** /reksadana/profil-risiko/{portfolioId}/hasil: its result. */
export function roboScoreResultPath(portfolioId: number): `/${string}` {
  return `/reksadana/profil-risiko/${portfolioId}/hasil`;
}

/** The address of question `index` (0-based) of the test at `base`. */
export function questionHref(base: string, index: number): `/${string}` {
  return `${base}?${STEP_PARAM}=${index + 1}` as `/${string}`;
}

/**
 * The question to show (0-based): the one `requested` names (1-based digits) when it is answered already or the
 * next to answer, else the resume step; the last question when every one is answered.
 */
export function questionIndexToShow(requested: string | null, resumeStep: number, total: number): number {
  const latest = Math.min(resumeStep, total - 1);
  if (requested !== null && /^[1-9]\d{0,2}$/.test(requested)) {
    const index = Number(requested) - 1;
    if (index <= latest) return index;
  }
  return latest;
}

/** Where to go after answering question `index`: the next question, never past the first unanswered one. */
export function nextQuestionIndex(index: number, resumeStep: number, total: number): number {
  return Math.min(index + 1, resumeStep, total - 1);
}
