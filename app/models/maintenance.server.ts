// The nightly clean-up (`maintenance:prune` and the server's 03:00 job, decision 076): data kept only for a
// while. Sign-in attempts (they hold emails; the rate limit looks back a day) after a day, sign-up attempts
// (the limit looks back an hour) after an hour, ended sessions after 30 days, PIN requests a day after they
// ended (decision 051), one-time codes a day after they were sent (decision 053), and the payment-expiry
// job's own rows after a week, WebAuthn challenges a day after they expired (decision 094). Each step is a statement of its own; `between` runs after each (the job's
// heartbeat). Idempotent: a second run deletes what became due since.
import type { Db } from '../../db/client';
import { pruneEndedSessions } from '~/lib/session.server';
import { pruneJobRuns } from './job-runs.server';
import { pruneOtpChallenges } from './otp.server';
import { pruneWebauthnChallenges } from './passkeys.server';
import { prunePinRequests } from './pin.server';
import { pruneSignInAttempts } from './sign-in-attempts.server';
import { pruneSignUpAttempts } from './sign-up.server';

export interface PruneReport {
  signInAttempts: number;
  signUpAttempts: number;
  sessions: number;
  pinRequests: number;
  codes: number;
  jobRuns: number;
  webauthnChallenges: number;
}

export function pruneExpiredData(now: Date, database: Db, between: () => void = () => {}): PruneReport {
  const steps: [keyof PruneReport, () => number][] = [
    ['signInAttempts', () => pruneSignInAttempts(now, database)],
    ['signUpAttempts', () => pruneSignUpAttempts(now, database)],
    ['sessions', () => pruneEndedSessions(now, database)],
    ['pinRequests', () => prunePinRequests(now, database)],
    ['codes', () => pruneOtpChallenges(now, database)],
    ['jobRuns', () => pruneJobRuns(now, database)],
    ['webauthnChallenges', () => pruneWebauthnChallenges(now, database)],
  ];
  const report = { signInAttempts: 0, signUpAttempts: 0, sessions: 0, pinRequests: 0, codes: 0, jobRuns: 0, webauthnChallenges: 0 };
  for (const [name, step] of steps) {
    report[name] = step();
    between();
  }
  return report;
}
