import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.server';

describe('environment validation', () => {
  it('has working defaults for development', () => {
    const env = parseEnv({});
    expect(env.port).toBe(3000);
    expect(env.databasePath).toBe('data/celengan.db');
    expect(env.demoMode).toBe(true);
    expect(env.cookieSecure).toBe(false);
  });

  it('requires a session secret in production unless demo mode is explicit', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    const demo = parseEnv({ NODE_ENV: 'production', DEMO_MODE: 'true' });
    expect(demo.demoMode).toBe(true);
    expect(demo.cookieSecure).toBe(true);
    const prod = parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) });
    expect(prod.demoMode).toBe(false);
    expect(prod.sessionSecret).toBe('x'.repeat(32));
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV/],
    [{ SESSION_SECRET: 'short' }, /SESSION_SECRET/],
    [{ DEMO_MODE: 'maybe' }, /DEMO_MODE/],
  ])('rejects %j naming the variable', (source, pattern) => {
    expect(() => parseEnv(source)).toThrow(pattern);
  });
});
