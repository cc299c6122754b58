import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.server';

describe('environment validation', () => {
  it('has working defaults for development', () => {
    const env = parseEnv({});
    expect(env.port).toBe(3000);
    expect(env.databasePath).toBe('data/celengan.db');
    // Uploaded documents beside the database (decision 044), never under public/.
    expect(env.dataDir).toBe('data');
    expect(env.demoMode).toBe(true);
    expect(env.cookieSecure).toBe('by-scheme');
    expect(env.publicUrl).toBe('http://localhost:3000');
  });

  it('keeps private files in DATA_DIR, by default the directory of DATABASE_PATH', () => {
    expect(parseEnv({ DATABASE_PATH: '/srv/celengan/db/app.db' }).dataDir).toBe('/srv/celengan/db');
    expect(parseEnv({ DATABASE_PATH: '/srv/celengan/db/app.db', DATA_DIR: '/srv/files' }).dataDir).toBe('/srv/files');
  });

  const PRODUCTION = {
    NODE_ENV: 'production',
    SESSION_SECRET: 's'.repeat(32),
    PAYMENT_CALLBACK_SECRET: 'p'.repeat(32),
    PUBLIC_URL: 'https://celengan.example',
  } as const;

  it('starts in production with its own secrets and public address: Secure cookies always, no demo', () => {
    const prod = parseEnv(PRODUCTION);
    expect(prod).toMatchObject({
      demoMode: false,
      cookieSecure: 'always',
      sessionSecret: 's'.repeat(32),
      paymentCallbackSecret: 'p'.repeat(32),
      publicUrl: 'https://celengan.example',
    });
  });

  // Issue 13 item 1: the demo's public callback secret must never sign a production callback.
  it.each([
    ['no payment callback secret', { PAYMENT_CALLBACK_SECRET: undefined }, /PAYMENT_CALLBACK_SECRET: is required in production/],
    ['a short payment callback secret', { PAYMENT_CALLBACK_SECRET: 'p'.repeat(31) }, /PAYMENT_CALLBACK_SECRET/],
    ['the demo payment callback secret', { PAYMENT_CALLBACK_SECRET: 'celengan-demo-secret-not-for-production-use-payments' }, /PAYMENT_CALLBACK_SECRET: is the public demo value/],
    ['no session secret', { SESSION_SECRET: undefined }, /SESSION_SECRET: is required in production/],
    ['the demo session secret', { SESSION_SECRET: 'celengan-demo-secret-not-for-production-use' }, /SESSION_SECRET: is the public demo value/],
    ['no public URL', { PUBLIC_URL: undefined }, /PUBLIC_URL: is required in production/],
  ])('refuses to start in production with %s', (_case, change, pattern) => {
    expect(() => parseEnv({ ...PRODUCTION, ...change })).toThrow(pattern);
  });

  it('names every missing secret at once', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET[\s\S]*PAYMENT_CALLBACK_SECRET[\s\S]*PUBLIC_URL/);
  });

  it('runs the demo in production mode with the demo secrets, cookies Secure by the request scheme', () => {
    const demo = parseEnv({ NODE_ENV: 'production', DEMO_MODE: 'true' });
    expect(demo.demoMode).toBe(true);
    expect(demo.cookieSecure).toBe('by-scheme');
    expect(demo.paymentCallbackSecret.length).toBeGreaterThanOrEqual(32);
    expect(parseEnv({ NODE_ENV: 'production', DEMO_MODE: 'true', COOKIE_SECURE: 'true' }).cookieSecure).toBe('always');
    expect(parseEnv({ ...PRODUCTION, COOKIE_SECURE: 'false' }).cookieSecure).toBe('never');
  });

  it('keeps only the origin of PUBLIC_URL', () => {
    expect(parseEnv({ PUBLIC_URL: 'https://celengan.example/' }).publicUrl).toBe('https://celengan.example');
    expect(parseEnv({ PUBLIC_URL: 'http://192.168.1.20:3000' }).publicUrl).toBe('http://192.168.1.20:3000');
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV/],
    [{ SESSION_SECRET: 'short' }, /SESSION_SECRET/],
    [{ DEMO_MODE: 'maybe' }, /DEMO_MODE/],
    [{ PUBLIC_URL: 'celengan.example' }, /PUBLIC_URL/],
    [{ PUBLIC_URL: 'ftp://celengan.example' }, /PUBLIC_URL/],
    [{ PUBLIC_URL: 'https://celengan.example/app' }, /PUBLIC_URL/],
  ])('rejects %j naming the variable', (source, pattern) => {
    expect(() => parseEnv(source)).toThrow(pattern);
  });
});
