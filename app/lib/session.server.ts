// Database sessions behind a signed, httpOnly, SameSite=Lax cookie (Secure over https and always in
// production: middleware/secure-cookies.ts, decision 031).
// The cookie carries a random token; the database keeps only its SHA-256, so a copy of the
// database cannot be turned into working cookies. Every sign-in creates a new session (no
// fixation), sign-out revokes it, and an operator can revoke all of a user's sessions.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { createCookie, redirect } from 'react-router';
import { schema, type Db } from '../../db/client';
import { db } from './db.server';
import { perDatabase } from './db-version.server';
import { env } from './env.server';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, to keep page views read-only. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export const sessionCookie = createCookie('celengan_session', {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  secrets: [env().sessionSecret],
  maxAge: SESSION_TTL_MS / 1000,
});

export type SessionUser = typeof schema.users.$inferSelect;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Signed cookie values already verified, and the token each carries. Verifying the signature (an
 * HMAC through WebCrypto) cost a signed-in page view a fifth of a millisecond; the key is the whole
 * signed value, so a forged or altered cookie never matches an entry. Revocation and expiry are
 * still checked against the database on every request. Bounded, first in first out.
 */
const verifiedCookies = new Map<string, string | null>();
const VERIFIED_COOKIES_LIMIT = 10_000;
const SESSION_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${sessionCookie.name}=([^;]*)`);

async function readToken(request: Request): Promise<string | null> {
  const header = request.headers.get('Cookie');
  const signed = header ? SESSION_COOKIE_VALUE.exec(header)?.[1] : undefined;
  if (!signed) return null;
  const known = verifiedCookies.get(signed);
  if (known !== undefined) return known;
  const value = await sessionCookie.parse(`${sessionCookie.name}=${signed}`);
  const token = typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
  verifiedCookies.set(signed, token);
  if (verifiedCookies.size > VERIFIED_COOKIES_LIMIT) verifiedCookies.delete(verifiedCookies.keys().next().value!);
  return token;
}

/** Creates a session and returns the Set-Cookie header value for it. */
export async function createSession(userId: number, now = new Date(), database: Db = db()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  database
    .insert(schema.sessions)
    .values({
      id: hashToken(token),
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    })
    .run();
  return sessionCookie.serialize(token);
}

/** The session lookup, prepared once per database (Drizzle builds a query in about half a millisecond). */
const sessionLookupFor = perDatabase(prepareSessionLookup);

function prepareSessionLookup(database: Db) {
  return database
    .select({ user: schema.users, lastSeenAt: schema.sessions.lastSeenAt })
    .from(schema.sessions)
    .innerJoin(schema.users, eq(schema.users.id, schema.sessions.userId))
    .where(
      and(
        eq(schema.sessions.id, sql.placeholder('id')),
        isNull(schema.sessions.revokedAt),
        // timestamp_ms columns hold epoch milliseconds
        gt(schema.sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare();
}

/**
 * The user of each GET request, once: the root loader and the page's loader both ask. (Not for
 * other methods: an action may change the user, and the loaders after it run on a new request.)
 */
const usersOfRequests = new WeakMap<Request, Promise<SessionUser | null>>();

/** The signed-in user of a request, or null. Revoked and expired sessions count as none. */
export function getSessionUser(request: Request, now = new Date(), database: Db = db()): Promise<SessionUser | null> {
  if (request.method !== 'GET' || database !== db()) return lookUpSessionUser(request, now, database);
  let user = usersOfRequests.get(request);
  if (!user) usersOfRequests.set(request, (user = lookUpSessionUser(request, now, database)));
  return user;
}

async function lookUpSessionUser(request: Request, now: Date, database: Db): Promise<SessionUser | null> {
  const token = await readToken(request);
  if (!token) return null;
  const id = hashToken(token);
  const row = sessionLookupFor(database).get({ id, now: now.getTime() });
  if (!row) return null;
  if (!row.lastSeenAt || now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    database.update(schema.sessions).set({ lastSeenAt: now }).where(eq(schema.sessions.id, id)).run();
  }
  return row.user;
}

/**
 * The id (sessions.id) of the session the request's cookie names, or null; not checked against the
 * database: pair it with getSessionUser, and query by it together with the user (the PIN's freshness,
 * app/models/pin.server.ts, issue 14 item 5).
 */
export async function getSessionId(request: Request): Promise<string | null> {
  const token = await readToken(request);
  return token ? hashToken(token) : null;
}

/** Revokes the request's session (if any) and returns the Set-Cookie header that clears the cookie. */
export async function destroySession(request: Request, now = new Date(), database: Db = db()): Promise<string> {
  const token = await readToken(request);
  if (token) {
    database
      .update(schema.sessions)
      .set({ revokedAt: now })
      .where(and(eq(schema.sessions.id, hashToken(token)), isNull(schema.sessions.revokedAt)))
      .run();
  }
  return sessionCookie.serialize('', { maxAge: 0 });
}

/** Revokes every open session of a user (password change, operator action). */
export function revokeAllSessions(userId: number, now = new Date(), database: Db = db()): number {
  return database
    .update(schema.sessions)
    .set({ revokedAt: now })
    .where(and(eq(schema.sessions.userId, userId), isNull(schema.sessions.revokedAt)))
    .run().changes;
}

/**
 * A safe in-app redirect target from `?target=`: only a local absolute path, never another origin
 * ("//evil.example" or "/\\evil.example" are refused).
 */
export function safeTarget(target: string | null | undefined, fallback = '/reksadana'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f]/.test(target)) return fallback;
  return target;
}

/** The signed-in user, or a redirect to sign-in that returns here afterwards. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/signin?target=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return user;
}

/** Sessions that ended (expired or revoked) more than this long ago are deleted by `maintenance:prune`. */
export const ENDED_SESSION_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export function pruneEndedSessions(now: Date, database: Db = db()): number {
  const cutoff = new Date(now.getTime() - ENDED_SESSION_RETENTION_MS);
  return database
    .delete(schema.sessions)
    .where(or(lt(schema.sessions.expiresAt, cutoff), lt(schema.sessions.revokedAt, cutoff)))
    .run().changes;
}
