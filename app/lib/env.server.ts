// The environment, validated once at boot (issue 2 "Production hygiene"). A bad value stops the
// server with a message naming the variable, before it listens.
import { z } from 'zod';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'on', 'off'])
  .transform((v) => v === 'true' || v === '1' || v === 'on');

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_PATH: z.string().min(1).default('data/celengan.db'),
    /** Signs the session and preference cookies. Required in production. */
    SESSION_SECRET: z.string().min(32).optional(),
    /** HMAC-SHA256 secret of the payment gateway's callbacks (issue 5). */
    PAYMENT_CALLBACK_SECRET: z.string().min(16).optional(),
    /** Demo mode: "simulate payment" and other demo conveniences. Default on, except in production. */
    DEMO_MODE: booleanString.optional(),
    /** Cookies marked Secure. Default: on in production. */
    COOKIE_SECURE: booleanString.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Seed demo data when the database is empty at start-up. */
    SEED_ON_START: booleanString.default(true),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET && env.DEMO_MODE !== true) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required in production (at least 32 characters), unless DEMO_MODE=true',
      });
    }
  });

export type Env = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databasePath: string;
  sessionSecret: string;
  paymentCallbackSecret: string;
  demoMode: boolean;
  cookieSecure: boolean;
  logLevel: string;
  seedOnStart: boolean;
};

/** Development and demo fallback; never used when SESSION_SECRET is set. */
const DEMO_SECRET = 'celengan-demo-secret-not-for-production-use';

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = result.data;
  const production = e.NODE_ENV === 'production';
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databasePath: e.DATABASE_PATH,
    sessionSecret: e.SESSION_SECRET ?? DEMO_SECRET,
    paymentCallbackSecret: e.PAYMENT_CALLBACK_SECRET ?? `${DEMO_SECRET}-payments`,
    demoMode: e.DEMO_MODE ?? !production,
    cookieSecure: e.COOKIE_SECURE ?? production,
    logLevel: e.LOG_LEVEL,
    seedOnStart: e.SEED_ON_START,
  };
}

let cached: Env | undefined;
export function env(): Env {
  return (cached ??= parseEnv(process.env));
}
