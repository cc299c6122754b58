// The environment, validated once at boot (issue 2 "Production hygiene"). A bad value stops the
// server with a message naming the variable, before it listens.
import { dirname } from 'node:path';
import { z } from 'zod';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'on', 'off'])
  .transform((v) => v === 'true' || v === '1' || v === 'on');

/** Development and demo fallback; never used when SESSION_SECRET is set, refused in production. */
const DEMO_SECRET = 'celengan-demo-secret-not-for-production-use';

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_PATH: z.string().min(1).default('data/celengan.db'),
    /** Where uploaded files live (KYC documents under `documents/`); default: the database file's directory. */
    DATA_DIR: z.string().min(1).optional(),
    /** Signs the session and preference cookies. Required in production. */
    SESSION_SECRET: z.string().min(32).optional(),
    /** HMAC-SHA256 secret of the payment gateway's callbacks (issue 5). Required in production. */
    PAYMENT_CALLBACK_SECRET: z.string().min(32).optional(),
    /** Demo mode: "simulate payment" and other demo conveniences. Default on, except in production. */
    DEMO_MODE: booleanString.optional(),
    /** Cookies marked Secure, HSTS. Default: always in production, else by the request's scheme (decision 031). */
    COOKIE_SECURE: booleanString.optional(),
    /** The site's public origin, for links in emails (never the request's Host). Required in production. */
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .refine((value) => !URL.canParse(value) || (new URL(value).pathname === '/' && !new URL(value).search && !new URL(value).hash), {
        error: 'must be an origin without a path, e.g. https://celengan.example',
      })
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Seed demo data when the database is empty at start-up. */
    SEED_ON_START: booleanString.default(true),
    /** The server runs its daily jobs itself (issue 17 item 3, decision 076); off for tests and read replicas (decision 078). */
    JOBS: booleanString.default(true),
    /** Tests only: every job's timer fires every second (the keys stay dates and slots; the guard runs each once). */
    JOBS_EVERY_SECOND: booleanString.default(false),
    /** Server processes on the one database file (node's cluster, decision 077); 1: no cluster. */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(1),
  })
  .superRefine((env, ctx) => {
    // Production outside the demo has no built-in secret and no guessed address (issue 13 items 1
    // and 12): the demo values are public, so a callback signed with one would mark an order paid.
    if (env.NODE_ENV !== 'production' || env.DEMO_MODE === true) return;
    if (env.JOBS_EVERY_SECOND) ctx.addIssue({ code: 'custom', path: ['JOBS_EVERY_SECOND'], message: 'is for tests: not in production, unless DEMO_MODE=true' });
    for (const [name, value] of [
      ['SESSION_SECRET', env.SESSION_SECRET],
      ['PAYMENT_CALLBACK_SECRET', env.PAYMENT_CALLBACK_SECRET],
    ] as const) {
      if (!value) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'is required in production (at least 32 characters), unless DEMO_MODE=true' });
      } else if (value.startsWith(DEMO_SECRET)) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'is the public demo value: set a secret of your own' });
      }
    }
    if (!env.PUBLIC_URL) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'is required in production (the origin links in emails point to), unless DEMO_MODE=true' });
    }
  });

/**
 * When cookies carry `Secure` and pages HSTS: `always` (production), `never` (COOKIE_SECURE=false),
 * or `by-scheme`, for requests that came over https only (the demo and development, which a
 * newcomer opens over plain http, from a phone on the LAN too; decision 031).
 */
export type CookieSecurity = 'always' | 'never' | 'by-scheme';

/** Whether an answer to a request over `protocol` ('https:' or 'http:') sets Secure cookies and HSTS. */
export function secureTransport(security: CookieSecurity, protocol: string): boolean {
  return security === 'always' || (security === 'by-scheme' && protocol === 'https:');
}

export type Env = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databasePath: string;
  /** DATA_DIR: private files (never under public/); KYC documents are in its `documents` folder (decision 044). */
  dataDir: string;
  sessionSecret: string;
  paymentCallbackSecret: string;
  demoMode: boolean;
  cookieSecure: CookieSecurity;
  /** The public origin, no trailing slash, e.g. `https://celengan.example`; in the demo without PUBLIC_URL, localhost. */
  publicUrl: string;
  /** PUBLIC_URL's origin when it is set (always in production outside the demo), else null. */
  configuredPublicUrl: string | null;
  logLevel: string;
  seedOnStart: boolean;
  /** JOBS: the server runs the scheduled jobs (default on). */
  jobs: boolean;
  /** JOBS_EVERY_SECOND: tests fire every job's timer every second. */
  jobsEverySecond: boolean;
  /** WEB_CONCURRENCY: how many server processes (decision 077). */
  webConcurrency: number;
};


export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = result.data;
  const production = e.NODE_ENV === 'production';
  const demoMode = e.DEMO_MODE ?? !production;
  const cookieSecure: CookieSecurity =
    e.COOKIE_SECURE === undefined ? (production && !demoMode ? 'always' : 'by-scheme') : e.COOKIE_SECURE ? 'always' : 'never';
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databasePath: e.DATABASE_PATH,
    dataDir: e.DATA_DIR ?? dirname(e.DATABASE_PATH),
    sessionSecret: e.SESSION_SECRET ?? DEMO_SECRET,
    paymentCallbackSecret: e.PAYMENT_CALLBACK_SECRET ?? `${DEMO_SECRET}-payments`,
    demoMode,
    cookieSecure,
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : `http://localhost:${e.PORT}`,
    configuredPublicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : null,
    logLevel: e.LOG_LEVEL,
    seedOnStart: e.SEED_ON_START,
    jobs: e.JOBS,
    jobsEverySecond: e.JOBS_EVERY_SECOND,
    webConcurrency: e.WEB_CONCURRENCY,
  };
}

let cached: Env | undefined;
export function env(): Env {
  return (cached ??= parseEnv(process.env));
}
