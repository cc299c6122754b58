// How the server starts and answers in its modes (issue 13 items 1 and 11; decision 031): `npm start`
// is the production server in demo mode; unknown methods get 405 without a trace in production and
// development; production without DEMO_MODE refuses to start without its own secrets; the demo
// opened over plain http from another machine's address still signs in, and gets Secure cookies and
// HSTS only over https. The spawned servers use their own scratch databases and free ports.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { chromium, expect, type APIRequestContext } from '@playwright/test';
import { hydratingTest as test } from './support/fixtures';

const UNKNOWN_METHODS = ['TRACE', 'OPTIONS', 'PROPFIND', 'MKCOL', 'PURGE'];
const STACK_FRAME = /\bat .+:\d+:\d+|node_modules|\.js:\d+/;
const DEMO_HOST = 'celengan-demo.test';

/** A TCP port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The environment of this process without the variables a test sets itself. */
function baseEnvironment(): NodeJS.ProcessEnv {
  const environment = { ...process.env };
  for (const name of ['NODE_ENV', 'DEMO_MODE', 'SESSION_SECRET', 'PAYMENT_CALLBACK_SECRET', 'PUBLIC_URL', 'COOKIE_SECURE', 'PORT', 'DATABASE_PATH']) {
    delete environment[name];
  }
  return environment;
}

interface Started {
  origin: string;
  stop(): Promise<void>;
}

/** Runs `node server.js …args` on a scratch database (no demo data) until it answers /healthz. */
async function startServer(args: string[], environment: NodeJS.ProcessEnv): Promise<Started> {
  const port = await freePort();
  mkdirSync('tests/.tmp', { recursive: true });
  const database = `tests/.tmp/server-mode-${port}-${Date.now()}.db`;
  const child = spawn(process.execPath, ['server.js', ...args], {
    env: { ...baseEnvironment(), ...environment, PORT: String(port), HOST: '127.0.0.1', DATABASE_PATH: database, SEED_ON_START: 'false', LOG_LEVEL: 'warn', JOBS: 'off' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${database}${suffix}`, { force: true });
  };
  for (let waited = 0; ; waited += 250) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr}`);
    if (waited > 60_000) {
      await stop();
      throw new Error(`server did not answer within 60 s: ${stderr}`);
    }
    const healthy = await fetch(`${origin}/healthz`).then((r) => r.ok, () => false);
    if (healthy) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Every unknown method answers 405 with Allow, a short message, and no stack trace. */
async function expectUnknownMethodsRefused(request: APIRequestContext, origin: string) {
  for (const method of UNKNOWN_METHODS) {
    for (const path of ['/reksadana', '/signin', '/api/v2/mutual-funds/products']) {
      const response = await request.fetch(`${origin}${path}`, { method });
      expect(response.status(), `${method} ${path}`).toBe(405);
      expect(response.headers()['allow']).toBe('GET, HEAD, POST, PUT, PATCH, DELETE');
      const body = await response.text();
      expect(body).toBe('{"message":"Metode tidak didukung."}');
      expect(body).not.toMatch(STACK_FRAME);
    }
  }
}

test.describe('the server in its modes', () => {
  test('TRACE and other unknown methods get 405 without a trace (production, the demo)', async ({ request, baseURL }) => {
    await expectUnknownMethodsRefused(request, baseURL!);
  });

  test('TRACE and other unknown methods get 405 without a trace in development mode too', async ({ request }) => {
    const server = await startServer([], { NODE_ENV: 'development' });
    try {
      await expectUnknownMethodsRefused(request, server.origin);
    } finally {
      await server.stop();
    }
  });

  test('production without DEMO_MODE refuses to start without its own secrets, naming them', async () => {
    const database = `tests/.tmp/server-mode-refused-${Date.now()}.db`;
    const child = spawn(process.execPath, ['server.js'], {
      env: {
        ...baseEnvironment(),
        NODE_ENV: 'production',
        SESSION_SECRET: 's'.repeat(32),
        PUBLIC_URL: 'https://celengan.example',
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
        DATABASE_PATH: database,
        SEED_ON_START: 'false',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null | 'still running'>((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGTERM');
        resolve('still running');
      }, 20_000);
      child.once('exit', (exitCode) => {
        clearTimeout(timer);
        resolve(exitCode);
      });
    });
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${database}${suffix}`, { force: true });
    expect(code).toBe(1);
    expect(stderr).toBe(
      'Invalid environment:\n  PAYMENT_CALLBACK_SECRET: is required in production (at least 32 characters), unless DEMO_MODE=true\n',
    );
  });

  test('npm start runs the production server in demo mode: Secure cookies and HSTS over https, plain over http', async ({ request }) => {
    const start = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts.start;
    const [build, run] = start.split(' && ');
    expect(build).toBe('react-router build');
    const [node, script, ...args] = run!.split(' ');
    expect([node, script]).toEqual(['node', 'server.js']);
    // As a newcomer runs it: no NODE_ENV, no DEMO_MODE, no secrets.
    const server = await startServer(args, {});
    try {
      const overHttps = await request.get(`${server.origin}/signin?lng=en`, { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(overHttps.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(overHttps.headers()['content-security-policy']).toContain('upgrade-insecure-requests');
      expect(overHttps.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value)).toEqual([
        expect.stringMatching(/^lng=.*; Secure$/),
      ]);
      const overHttp = await request.get(`${server.origin}/signin?lng=en`);
      expect(overHttp.headers()['strict-transport-security']).toBeUndefined();
      expect(overHttp.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
      expect(overHttp.headers()['set-cookie']).not.toMatch(/Secure/i);
      // Production mode: an error that reaches Express (an undecodable asset path) says "Bad Request"
      // without the stack trace development mode prints.
      const undecodable = await request.get(`${server.origin}/assets/%E0%A4%A`);
      expect(undecodable.status()).toBe(400);
      expect(await undecodable.text()).not.toMatch(STACK_FRAME);
    } finally {
      await server.stop();
    }
  });

  test('the demo opened over plain http at another address (a phone on the LAN) signs in', async ({ baseURL }) => {
    // A host name that is not localhost: Chromium treats it as an insecure origin, as it would
    // http://192.168.1.20:3000, and drops any Secure cookie it is sent there.
    const port = new URL(baseURL!).port;
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--headless', '--disable-gpu', '--no-first-run', `--host-resolver-rules=MAP ${DEMO_HOST} 127.0.0.1`],
    });
    try {
      const page = await browser.newPage();
      await page.goto(`http://${DEMO_HOST}:${port}/signin`);
      expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
      await page.getByLabel('Email').fill('investor@celengan.test');
      await page.getByLabel('Kata sandi').fill('celengan123');
      await page.getByRole('button', { name: 'Masuk', exact: true }).click();
      await expect(page).toHaveURL(/\/reksadana$/);
      await expect(page.getByTestId('user-menu')).toHaveText('Rina');
    } finally {
      await browser.close();
    }
  });

  test('the demo over https (a proxy on this machine) sets Secure cookies and HSTS', async ({ request, baseURL }) => {
    const origin = baseURL!.replace(/^http:/, 'https:');
    const response = await request.post(`${baseURL}/signin`, {
      form: { email: 'investor@celengan.test', password: 'celengan123' },
      headers: { 'X-Forwarded-Proto': 'https', Origin: origin },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const cookies = response.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value);
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) expect(cookie).toMatch(/; Secure(;|$)/);
  });
});
