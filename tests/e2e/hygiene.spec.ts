// Production hygiene of issue 2 item 8, checked against the production build.
import { expect } from '@playwright/test';
import { hydratingTest as test } from './support/fixtures';

test.describe('production hygiene', () => {
  test('the health check answers 200 when the database is reachable', async ({ request }) => {
    const res = await request.get('/healthz');
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  test('pages carry an enforced CSP whose nonce is on every script, and the security headers', async ({ request }) => {
    const res = await request.get('/reksadana');
    expect(res.status()).toBe(200);
    const headers = res.headers();
    const csp = headers['content-security-policy'];
    expect(csp).toBeDefined();
    expect(headers['content-security-policy-report-only']).toBeUndefined();
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp!)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-powered-by']).toBeUndefined();

    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);

    const again = await request.get('/reksadana');
    const nonce2 = /'nonce-([A-Za-z0-9+/=]+)'/.exec(again.headers()['content-security-policy']!)?.[1];
    expect(nonce2).not.toBe(nonce); // per request
  });

  test('the page hydrates without CSP violations or console errors', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(msg.text());
    });
    page.on('pageerror', (err) => problems.push(err.message));
    await page.goto('/reksadana');
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('hashed assets are cached for a year', async ({ request }) => {
    const html = await (await request.get('/reksadana')).text();
    const asset = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const res = await request.get(asset!);
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toContain('max-age=31536000');
  });
});
