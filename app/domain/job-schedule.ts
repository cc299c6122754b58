// When the server's jobs run and which key one run is for (issue 17 item 3, decision 076). A key names the
// unit of work the job_runs guard hands out once: a Jakarta calendar date for the daily jobs, a five-minute
// slot (YYYY-MM-DDTHH:MM, Jakarta wall clock) for payment expiry. Pure: the clock is passed in.
import type { JobName } from './enums';
import { jakartaDate, jakartaTime, type IsoDate } from './dates';

/** WIB wall-clock times of the daily jobs (the croner patterns below say the same). */
export const DAILY_JOB_TIMES = {
  /** Issue 17 item 3: the day's recurring purchases are created at 07:00, before the 13:00 cut-off. */
  'recurring-run': '07:00',
  /** Referral cashback past its holding period (decision 025): just after midnight, for the new day. */
  'referral-release': '00:30',
  /** The night's clean-up (maintenance:prune), when nobody signs in. */
  maintenance: '03:00',
} as const satisfies Partial<Record<JobName, string>>;

export type DailyJobName = keyof typeof DAILY_JOB_TIMES;
export const DAILY_JOBS = Object.keys(DAILY_JOB_TIMES) as DailyJobName[];

/** Payment expiry runs every this many minutes; its key is the slot. */
export const PAYMENT_EXPIRY_MINUTES = 5;

/** croner patterns (minute hour day month weekday), read in Asia/Jakarta. */
export const JOB_PATTERNS: Record<JobName, string> = {
  'recurring-run': '0 7 * * *',
  'referral-release': '30 0 * * *',
  maintenance: '0 3 * * *',
  'payment-expiry': `*/${PAYMENT_EXPIRY_MINUTES} * * * *`,
};

/** The five-minute slot an instant falls in, as YYYY-MM-DDTHH:MM of the Jakarta wall clock (e.g. 08:17 → 08:15). */
export function fiveMinuteSlot(now: Date): string {
  const [hh, mm] = jakartaTime(now).split(':').map(Number) as [number, number];
  const slotMinute = mm - (mm % PAYMENT_EXPIRY_MINUTES);
  return `${jakartaDate(now)}T${String(hh).padStart(2, '0')}:${String(slotMinute).padStart(2, '0')}`;
}

/** The key a run of `job` started at `now` is for. */
export function jobKey(job: JobName, now: Date): string {
  return job === 'payment-expiry' ? fiveMinuteSlot(now) : jakartaDate(now);
}

/**
 * The daily jobs whose time has come today at `now` (their key is today's date): what a server starting
 * at `now` catches up, and what its five-minute sweep retries (a run that failed or whose process died).
 */
export function dailyJobsDue(now: Date): { job: DailyJobName; key: IsoDate }[] {
  const time = jakartaTime(now);
  const today = jakartaDate(now);
  return DAILY_JOBS.filter((job) => DAILY_JOB_TIMES[job] <= time).map((job) => ({ job, key: today }));
}
