// The production HTTP server (Express), built by Vite into build/server/index.js and started by
// server.js. It adds what React Router leaves to the host: security headers with a per-request
// CSP nonce, compression, static files with long caching for hashed assets, request logs, and
// the start-up work (migrations, demo data on first run).
import { createHmac, randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { createRequestHandler } from '@react-router/express';
import * as build from 'virtual:react-router/server-build';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import { constants as zlibConstants } from 'node:zlib';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { RouterContextProvider } from 'react-router';
import { db, setDb } from '~/lib/db.server';
import { env, secureTransport } from '~/lib/env.server';
import { registerClientManifest } from '~/lib/client-manifest.server';
import { logger } from '~/lib/logger.server';
import { clientKeyContext, dataRequestContext, nonceContext } from '~/lib/request-context';
import { count } from 'drizzle-orm';
import { schema } from '../db/client';
import { rejectUnknownMethods } from './http-methods';
import { bodyLimit } from './body-limit';
import cluster from 'node:cluster';
import { startPrimary } from './cluster';
import { startConfiguredJobs } from './jobs';

/** A path whose last segment has an extension (/favicon.svg, /images/x.webp). */
const FILE_NAME = /\.[A-Za-z0-9]+$/;

export function createApp(options: { clientDir?: string } = {}) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');

  app.use((req: Request, res: Response, next: NextFunction) => {
    res.locals.nonce = randomBytes(16).toString('base64');
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      // Path only: query strings can carry personal data (emails in targets, referral data).
      logger.info({ method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
    });
    next();
  });

  const securityHeaders = (secure: boolean) =>
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'", (_req, res) => `'nonce-${(res as Response).locals.nonce}'`],
          // Inline style attributes (charts, carousels) need 'unsafe-inline' for styles only.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          'frame-src': ["'self'", 'https://www.youtube-nocookie.com'],
          'frame-ancestors': ["'self'"],
          'form-action': ["'self'"],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'upgrade-insecure-requests': secure ? [] : null,
        },
      },
      strictTransportSecurity: secure ? { maxAge: 31536000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    });
  // HSTS and upgrade-insecure-requests go with Secure cookies: always in production, over https only
  // in the demo, which a newcomer may open over plain http from a phone (decision 031).
  const overHttps = securityHeaders(true);
  const overHttp = securityHeaders(false);
  app.use((req, res, next) => (secureTransport(env().cookieSecure, `${req.protocol}:`) ? overHttps : overHttp)(req, res, next));
  app.use((_req, res, next) => {
    res.setHeader('Permissions-Policy', 'camera=(self), microphone=(), geolocation=(), payment=()');
    next();
  });
  app.use(rejectUnknownMethods);
  // Before anything reads a body: one over its limit is refused with 413 (server/body-limit.ts).
  app.use(bodyLimit());
  if (options.clientDir) {
    // Issue 19: the hashed assets have Brotli 11 and gzip 9 copies made at build time (vite.config.ts): the copy the
    // browser accepts is sent as it is (Brotli first), with Vary: Accept-Encoding; a browser that accepts neither gets
    // the plain file. Mounted before the on-the-fly compression, which would only spend CPU on them again.
    // fallthrough: false: a missing asset never reaches the pages' 404.
    app.use(
      '/assets',
      expressStaticGzip(resolve(options.clientDir, 'assets'), {
        enableBrotli: true,
        orderPreference: ['br', 'gzip'],
        serveStatic: { immutable: true, maxAge: '1y', fallthrough: false, index: false },
      }),
      // A stale asset after a deploy is expected, not an error to log: a short plain-text 404.
      (error: { status?: number }, _req: Request, res: Response, next: NextFunction) => {
        if (error.status === 404) res.status(404).type('text/plain').send('Not found');
        else next(error);
      },
    );
  }

  // Browsers accept Brotli and get it (the middleware prefers it) at quality 0: a page's HTML costs
  // a fifth less CPU to compress than at quality 1 for about 5 % more bytes (the visitor landing's
  // 85 kB: 0.13 ms against 0.17 ms, 16.9 kB against 16.2 kB; decision 019). Compression's default,
  // quality 4, costs several times more. gzip stays for the others: level 1 (the cheap end: the HTML still shrinks four times)
  // with zlib's largest hash memory (memLevel 9: a tenth less CPU).
  // One output chunk per page: the document is rendered as one buffer (decision 010).
  const CHUNK = 128 * 1024;
  app.use(
    compression({
      level: 1,
      memLevel: 9,
      chunkSize: CHUNK,
      brotli: { chunkSize: CHUNK, params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 0 } },
    }),
  );

  if (options.clientDir) {
    // The other public files (favicon, images) all have an extension; page addresses never do, so
    // a page request skips the file-system lookup the static middleware would make first.
    const publicFiles = express.static(options.clientDir, { maxAge: '1h', index: false });
    app.use((req, res, next) => (FILE_NAME.test(req.path) ? publicFiles(req, res, next) : next()));
  }

  app.use(
    createRequestHandler({
      // The build itself, not a function returning it: React Router re-derives its routes and
      // handler on every request from a function (meant for development's module reloading).
      build,
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(nonceContext, res.locals.nonce as string);
        context.set(dataRequestContext, req.path.endsWith('.data'));
        const address = req.ip ?? req.socket.remoteAddress ?? 'unknown';
        context.set(clientKeyContext, createHmac('sha256', env().sessionSecret).update(address).digest('hex').slice(0, 32));
        return context;
      },
    }),
  );
  return app;
}

/** Migrations always; demo data when the database has no funds yet (first run). */
export async function prepareDatabase(): Promise<void> {
  const database = db();
  const funds = database.select({ n: count() }).from(schema.funds).get()?.n ?? 0;
  if (funds === 0 && env().seedOnStart) {
    logger.info('empty database: creating demo data');
    const { seedDatabase } = await import('../seeds/seed');
    const report = await seedDatabase(database, { now: new Date() });
    logger.info({ report }, 'demo data created');
  }
}

/**
 * Starts the server: one process, or with WEB_CONCURRENCY=N a primary that prepares the database and forks N
 * workers, each running what follows (server/cluster.ts, decision 077).
 */
export async function start(options: { clientDir: string }) {
  const config = env();
  if (config.webConcurrency > 1 && cluster.isPrimary) {
    await startPrimary(config.webConcurrency, async () => {
      await prepareDatabase();
      // The workers open their own connections.
      db().$client.close();
      setDb(undefined);
    });
    return null;
  }
  registerClientManifest(options.clientDir);
  // A worker finds the database prepared by the primary.
  if (cluster.isPrimary) await prepareDatabase();
  const app = createApp(options);
  const server = app.listen(config.port, config.host, () => {
    // The banner once, from the only process or the first worker.
    if (cluster.isWorker && cluster.worker?.id !== 1) return;
    const url = `http://localhost:${config.port}`;
    void import('../seeds/demo-accounts').then(({ DEMO_ACCOUNTS, DEMO_PASSWORD }) => {
      const lines = DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(28)} ${a.state}`);
      process.stdout.write(
        `\nCelengan is running at ${url}/reksadana\n\nDemo accounts (password: ${DEMO_PASSWORD}):\n${lines.join('\n')}\n\n`,
      );
    });
  });
  // An idle keep-alive connection stays open longer than clients and proxies keep theirs (65 s, the
  // usual load balancer's 60 s plus a margin), so that the client is the side that closes it: with
  // Node's default of 5 s, a client reusing a socket the server is closing at that instant gets a reset
  // (seen in CI as "socket hang up" from Playwright's request context). headersTimeout must be longer.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // The daily jobs (issue 17 item 3): in every process, the job_runs guard running each once (decision 076).
  const jobs = startConfiguredJobs(config, db(), `server:${process.pid}`);
  const shutdown = () => {
    jobs?.stop();
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  return server;
}
