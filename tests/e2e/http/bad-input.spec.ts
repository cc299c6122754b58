// Bad input never gets a 5xx (issue 13 item 10, decision 035), against the production build over HTTP:
// every route of app/routes.ts (read from the route table and the route modules, so a route added later is
// fuzzed too) gets requests made by fast-check from a fixed seed, as a visitor and signed in: a few hundred
// for a route that has an action or is an API route, a few dozen for one that only answers GET (a page, a
// resource route: other methods with any body, odd parameters and queries must be refused cleanly): empty bodies, JSON objects with odd keys (__proto__,
// constructor, toString), arrays, huge numbers, strings, text/plain, wrong content types, form bodies with
// random fields, values and intents, broken multipart, odd path parameters and queries. Any answer of 500
// or more fails, with the request that caused it.
//
// The fuzz runs as an account of its own (a copy of the demo investor without portfolios or orders,
// tests/e2e/support/fixtures.ts accountLike) and each route's requests come from an address of their own
// (X-Forwarded-For; the server trusts it from loopback), so the sign-in rate limit of the other tests'
// address never counts them. Path parameters are real demo ids read from the database.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import routeConfig from '../../../app/routes';
import type { FundType } from '../../../app/domain/enums';
import { FUND_TYPE_PATHS } from '../../../app/domain/fund-catalogue';
import { accountLike, PASSWORD, queryOne } from '../support/fixtures';

/** The same cases on every run; a failure names the seed and the path to replay it. */
const SEED = 20261125;
/** Requests per route and identity (twice this per route): 70 to a route that takes a body, 20 to one that only reads; about 170 routes, so the suite's time sets the count. */
const RUNS = { takesBody: 70, readsOnly: 20 } as const;

interface RouteEntry {
  path?: string;
  file: string;
  index?: boolean;
  children?: RouteEntry[];
}

function flatten(entries: readonly RouteEntry[], parent = ''): Array<{ path: string; file: string }> {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent : [parent, entry.path ?? ''].filter(Boolean).join('/');
    return [{ path, file: entry.file }, ...flatten(entry.children ?? [], path)];
  });
}

const HAS_ACTION = /export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b/;
/**
 * Issue 18 (helper "pages"): every page's `<path>/initials` is one module (routes/page-initials.ts, decision 091)
 * running the page's own loader, which the page's route is fuzzed for already: the initials are one class, fuzzed
 * through a sample — the index's, a splat page's, and those of pages with one, two and three parameters.
 */
const INITIALS_FILE = 'routes/page-initials.ts';
const INITIALS_SAMPLE = new Set(['initials', 'notifications/initials', 'payment/:orderId/initials', 'reksadana/:investmentType/:productSlug/initials', 'reksadana/portfolio/:portfolioId/:investmentType/:fundId/jual/initials', 'reksadana/link-kedaluwarsa/initials']);
/** The routes to fuzz: every one but the catch-all; those with an action and the API routes take bodies. */
const ROUTES = flatten(routeConfig as RouteEntry[])
  .filter(({ path }) => path !== '*')
  .filter(({ path, file }) => file !== INITIALS_FILE || INITIALS_SAMPLE.has(path))
  .map(({ path, file }) => ({ pattern: `/${path}`, takesBody: path.startsWith('api/') || HAS_ACTION.test(readFileSync(`app/${file}`, 'utf8')) }));
const FUZZED = ROUTES.map((route) => route.pattern);

/** A real demo id for each path parameter (a route with a new parameter needs its row here). */
function parameterValues(): Record<string, string> {
  const fund = queryOne<{ id: number; slug: string; type: FundType }>("SELECT id, slug, type FROM funds WHERE status = 'active_subsenabled' ORDER BY id LIMIT 1");
  const lesson = queryOne<{ course: string; video: string }>('SELECT c.slug AS course, v.slug AS video FROM videos v JOIN video_courses c ON c.id = v.course_id ORDER BY v.id LIMIT 1');
  return {
    investmentType: FUND_TYPE_PATHS[fund.type],
    productSlug: fund.slug,
    kind: 'prospektus',
    step: '1',
    playlistSlug: lesson.course,
    videoSlug: lesson.video,
    orderId: String(queryOne<{ id: number }>('SELECT id FROM orders ORDER BY id LIMIT 1').id),
    portfolioId: String(queryOne<{ id: number }>('SELECT id FROM portfolios ORDER BY id LIMIT 1').id),
    id: String(fund.id),
    mutualFundId: String(fund.id),
    // Issue 15: the fund of a holding's sell and move pages (…/:fundId/jual, …/:fundId/pindah).
    fundId: String(fund.id),
    slug: fund.slug,
    // Issue 14, documents and operator review: a KYC document, and the investor waiting in the operator's queue.
    documentId: String(queryOne<{ id: number }>('SELECT id FROM kyc_documents ORDER BY id LIMIT 1').id),
    userId: String(queryOne<{ id: number }>("SELECT id FROM users WHERE email = 'kyc@celengan.test'").id),
    // A PIN request id of the right shape (none is seeded; another user's or a missing one is the same 404).
    requestId: 'AAAAAAAAAAAAAAAAAAAAAA',
    // Issue 16 (helper "details"): a realization (a sale's ledger entry) and an order's transaction number.
    entryId: String(queryOne<{ id: number }>("SELECT id FROM unit_ledger WHERE entry_type = 'REDEMPTION' ORDER BY id LIMIT 1").id),
    transactionNumber: queryOne<{ n: string }>('SELECT transaction_number AS n FROM orders ORDER BY id LIMIT 1').n,
    // Issue 17 (helper recurring-core): a Nabung Rutin schedule id (none is seeded; a missing one is the same 404 as another's).
    recurringId: '1',
    // Issue 17 (helper "notifications"): a notification (another user's answers 404 like a missing one).
    notificationId: String(queryOne<{ id: number }>('SELECT id FROM notifications ORDER BY id LIMIT 1').id),
    // Issue 18 (helper referral): a referral code (the demo investor's) and a referral id.
    code: queryOne<{ code: string }>("SELECT referral_code AS code FROM users WHERE email = 'investor@celengan.test'").code,
    referralId: String(queryOne<{ id: number }>('SELECT id FROM referrals ORDER BY id LIMIT 1').id),
    // Issue 18 (helper passkeys): a passkey id (none is seeded; another user's or a missing one is the same 404).
    passkeyId: '1',
  };
}

const ODD_PARAMETERS = ['0', '-1', 'abc', '1.5', '1e3', '99999999999999999999999', '%00', '%E2%80%AE', '__proto__', 'constructor', '%20'];
const FIELD_NAMES = [
  'intent', 'email', 'password', 'passwordConfirmation', 'name', 'mobilePhone', 'language', 'amount', 'mutualFundIds', 'mutualFundId',
  'portfolioId', 'portfolioName', 'couponCode', 'idempotencyKey', 'terms', 'riskAccepted', 'hideRiskWarning', 'useCashback', 'method',
  'paymentMethod', 'js', 'redirectTo', 'source', 'enableMutualFundBalanceMasking', 'hasDismissedMutualFundRiskWarningPopup',
  // Issue 14, bank accounts and EDD
  'bankCode', 'bankName', 'accountNumber', 'accountName', 'holderName', 'bankAccountCurrency', 'accountId', 'fundSource', 'purpose',
  'yearlyTransactionBand', 'hasOtherAccounts', 'otherAccounts', 'target',
  // Issue 16, the risk profile: a page's answer, the API's answers
  'question', 'answer', 'answers', 'horizon', 'goalHorizon',
  'hasClosedMutualFundFinancialGoalsPopup', 'reference', 'status', 'currency', 'paidAt', 'pin', 'currentPin', 'pinConfirmation',
  // Issue 17 (helper recurring-core): a schedule's fields, and the cart's
  'period', 'date', 'validity', 'endDate', 'recurringPeriod', 'recurringDate', 'recurringValidity', 'recurringEndDate',
  // Issue 18 (helper auto-redemption): a rule's terms and the consent
  'triggerType', 'profitTarget', 'periodMonths', 'scope', 'consent',
  '__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'prototype',
];
const INTENTS = ['settings', 'resend-verification-email', 'calculate', 'withoutPromo', 'add', 'remove', 'method', 'risk', 'delete', 'makeDefault', '__proto__', 'constructor'];
const ODD_VALUES = ['', ' ', '0', '-0', '-1', '1e309', 'NaN', 'Infinity', '99999999999999999999999', '0x10', 'true', 'on', 'null', '[]', '{}', '%', '\u0000', 'é'.repeat(300)];

const fieldName = fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 12 }));
const fieldValue = fc.oneof(fc.constantFrom(...ODD_VALUES), fc.string({ maxLength: 40 }), fc.integer().map(String), fc.bigInt().map(String), fc.double().map(String));
const formFields = fc.array(
  fc.oneof({ weight: 4, arbitrary: fc.tuple(fieldName, fieldValue) }, { weight: 1, arbitrary: fc.tuple(fc.constant('intent'), fc.oneof(fc.constantFrom(...INTENTS), fc.string({ maxLength: 20 }))) }),
  { maxLength: 8 },
);
/** JSON text written by hand, so that keys such as __proto__ are sent as they are. */
const jsonKeyValue: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.jsonValue({ maxDepth: 1 }).map((v) => JSON.stringify(v)),
    fc.constantFrom('1e309', '-0', '123456789012345678901234567890', '1.7976931348623157e308', '"\\ud800"', 'null'),
    fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
    fc.array(fc.tuple(fieldName, tie('value')), { maxLength: 5 }).map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
  ),
})).value;

const CONTENT_TYPES = [
  undefined, 'application/json', 'application/json; charset=utf-8', 'text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded',
  'multipart/form-data', 'multipart/form-data; boundary=fuzz', 'application/xml', 'application/octet-stream', 'image/png', 'json', ';;;', 'multipart/form-data; boundary=',
];

interface Body {
  kind: string;
  type: string | undefined;
  bytes: Uint8Array<ArrayBuffer> | null;
}
const encode = (text: string) => new TextEncoder().encode(text);
const multipart = (fields: Array<[string, string]>, boundary: string) =>
  `${fields.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/"/g, '')}"\r\n\r\n${value}\r\n`).join('')}--${boundary}--\r\n`;

const body: fc.Arbitrary<Body> = fc.oneof(
  fc.constantFrom(...CONTENT_TYPES).map((type): Body => ({ kind: 'empty', type, bytes: null })),
  fc.tuple(jsonKeyValue, fc.constantFrom(...CONTENT_TYPES)).map(([json, type]): Body => ({ kind: 'json', type, bytes: encode(json) })),
  fc.tuple(fc.string({ maxLength: 200 }), fc.constantFrom(...CONTENT_TYPES)).map(([text, type]): Body => ({ kind: 'text', type, bytes: encode(text) })),
  fc
    .tuple(formFields, fc.constantFrom('application/x-www-form-urlencoded', 'application/x-www-form-urlencoded; charset=utf-8', ...CONTENT_TYPES))
    .map(([fields, type]): Body => ({ kind: 'form', type, bytes: encode(new URLSearchParams(fields).toString()) })),
  formFields.map((fields): Body => ({ kind: 'multipart', type: 'multipart/form-data; boundary=fuzz', bytes: encode(multipart(fields, 'fuzz')) })),
  fc
    .tuple(formFields, fc.constantFrom('cut', 'wrong-boundary', 'no-end', 'garbage'))
    .map(([fields, how]): Body => {
      const whole = multipart(fields, 'fuzz');
      const text = how === 'cut' ? whole.slice(0, Math.floor(whole.length / 2)) : how === 'wrong-boundary' ? multipart(fields, 'other') : how === 'no-end' ? whole.replace(/--fuzz--\r\n$/, '') : '--fuzz\r\nfoo\r\n\r\n';
      return { kind: `broken multipart (${how})`, type: 'multipart/form-data; boundary=fuzz', bytes: encode(text) };
    }),
  fc.tuple(fc.uint8Array({ maxLength: 200 }), fc.constantFrom(...CONTENT_TYPES)).map(([bytes, type]): Body => ({ kind: 'binary', type, bytes: new Uint8Array(bytes) })),
);

const query = fc.option(
  fc.array(fc.tuple(fc.oneof(fc.constantFrom('lng', 'target', 'index', 'beli', 'halaman', '_data'), fc.string({ maxLength: 8 })), fc.oneof(fc.constantFrom('en', 'id', 'xx', '', '//evil.example'), fc.string({ maxLength: 12 }))), { minLength: 1, maxLength: 3 })
    .map((pairs) => `?${new URLSearchParams(pairs).toString()}`),
  { nil: '' },
);

interface FuzzRequest {
  method: string;
  path: string;
  body: Body;
  origin: 'none' | 'same' | 'foreign';
}

function requests(pattern: string, takesBody: boolean, values: Record<string, string>): fc.Arbitrary<FuzzRequest> {
  const names = [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  for (const name of names) if (!(name in values)) throw new Error(`the fuzz has no value for :${name} (${pattern}): add one to parameterValues`);
  const parameters = fc.tuple(...names.map((name) => fc.oneof({ weight: 4, arbitrary: fc.constant(values[name]!) }, { weight: 1, arbitrary: fc.constantFrom(...ODD_PARAMETERS) })));
  const isApi = pattern.startsWith('/api/');
  const method = isApi
    ? fc.constantFrom('POST', 'POST', 'PATCH', 'PUT', 'DELETE', 'GET')
    : takesBody
      ? fc.constantFrom('POST', 'POST', 'POST', 'PUT', 'PATCH', 'DELETE')
      : fc.constantFrom('GET', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE');
  // A page's action is posted as a document or, by a fetcher or a form with JavaScript, as data (`.data`).
  const suffix = isApi ? fc.constant('') : fc.constantFrom('', '.data');
  return fc
    .record({ method, parameters, suffix, query, body, origin: fc.constantFrom('none', 'same', 'foreign') as fc.Arbitrary<FuzzRequest['origin']> })
    .map(({ method, parameters, suffix, query, body, origin }) => {
      let path = pattern;
      names.forEach((name, i) => (path = path.replace(`:${name}`, parameters[i]!)));
      return { method, path: `${path}${suffix}${query}`, body: method === 'GET' ? { ...body, bytes: null } : body, origin };
    });
}

function describeRequest(r: FuzzRequest): string {
  const shown = r.body.bytes ? new TextDecoder().decode(r.body.bytes).slice(0, 300) : '(none)';
  return `${r.method} ${r.path} [${r.body.kind}] Content-Type: ${r.body.type ?? '(none)'} Origin: ${r.origin}\n${shown}`;
}

/** A session cookie of the fuzz's own account, signed in from the route's own address. */
async function signIn(baseURL: string, email: string, address: string): Promise<string> {
  const response = await fetch(`${baseURL}/signin`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': address },
    body: new URLSearchParams({ email, password: PASSWORD }).toString(),
  });
  expect(response.status, 'the fuzz account signs in').toBe(302);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .join('; ');
}

test.describe.configure({ mode: 'parallel' });

test('the route table yields the routes to fuzz', () => {
  // A guard against the derivation silently finding nothing (or losing the page actions).
  expect(FUZZED).toEqual(
    expect.arrayContaining(['/signin', '/app/gabung', '/reksadana', '/payment/:orderId', '/api/v1/payments/callback', '/robots.txt', '/sitemap.xml', '/reksadana/profil-risiko']),
  );
});

/** Requests of one route and identity in flight at once: the cases are drawn first (same seed), then sent. */
const CONCURRENCY = 4;

/** A TEST-NET address per route (RFC 5737), never a real client, never another route's. */
function addressOf(index: number): string {
  return index < 250 ? `198.51.100.${index + 1}` : `203.0.113.${(index % 250) + 1}`;
}

ROUTES.forEach(({ pattern, takesBody }, index) => {
  test(`no 5xx for bad input to ${pattern}`, async ({ baseURL }) => {
    test.setTimeout(120_000);
    const values = parameterValues();
    const address = addressOf(index);
    const email = accountLike('investor@celengan.test');
    for (const identity of ['visitor', 'signed in'] as const) {
      const cookie = identity === 'signed in' ? await signIn(baseURL!, email, address) : '';
      // The same cases as fc.assert would draw from the seed; sent CONCURRENCY at a time, the first 5xx reported.
      const cases = fc.sample(requests(pattern, takesBody, values), { seed: SEED + index, numRuns: takesBody ? RUNS.takesBody : RUNS.readsOnly });
      const failures: string[] = [];
      let next = 0;
      const send = async () => {
        while (next < cases.length && failures.length === 0) {
          const r = cases[next++]!;
          const headers: Record<string, string> = { 'X-Forwarded-For': address };
          if (r.body.type !== undefined) headers['Content-Type'] = r.body.type;
          if (cookie) headers.Cookie = cookie;
          if (r.origin !== 'none') headers.Origin = r.origin === 'same' ? baseURL! : 'https://evil.example';
          const response = await fetch(`${baseURL}${r.path}`, { method: r.method, headers, body: r.body.bytes, redirect: 'manual' });
          await response.arrayBuffer();
          if (response.status >= 500) failures.push(`${response.status} ${identity}: ${describeRequest(r)}`);
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, send));
      expect(failures, `seed ${SEED + index}`).toEqual([]);
    }
  });
});
