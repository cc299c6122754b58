// Every page's initial data, GET <page path>/initials (spec funds §2.1 "each page has a matching server initials
// data endpoint", §3 "Page initials (fund pages)": feature flags, tag layer, page title, description and content,
// logged-in flag, redirectUrl; spec landing §3; issue 18 item 5; decision 091).
//
// The page answers for itself: its own loader runs on the page's address with the caller's cookies (so who may
// see it, which order or portfolio exists for this user and where it sends a user are exactly the page's), and its
// own `meta` gives the title and description from the page's i18n keys and data. The outcome becomes:
//   - the page's sign-in redirect → 401; a 404 (another user's id too), 403 or 400 the page throws → the same;
//   - any other redirect → 200 with `redirectUrl` (a blacklisted investor's buy page names /akun-terblokir);
//   - otherwise 200 with the page's head.
import type { MetaDescriptor, RouterContextProvider } from 'react-router';
import { type FeatureFlagState } from '~/domain/feature-flags';
import type { Language } from '~/domain/enums';
import { classifyLink } from '~/domain/policies/link-sanitizer';
import { db } from '~/lib/db.server';
import type { PageEntry } from '~/lib/page-modules.server';
import { publicOrigin } from '~/lib/public-origin.server';
import { resources } from '~/locales';
import { getFeatureFlags } from './feature-flags.server';

export interface PageInitials {
  page: { title: string; description: string | null; content: null };
  isUserLoggedIn: boolean;
  featureFlags: FeatureFlagState;
  /** The tag manager's data layer: which page (its route pattern, never an id) in which language, for whom. */
  tagLayer: { pageType: string; language: Language; loggedIn: boolean };
  /** Where the page sends this user instead of showing itself (a path of this site), else null. */
  redirectUrl: string | null;
}

export type PageInitialsOutcome =
  | { kind: 'OK'; data: PageInitials }
  | { kind: 'REFUSED'; status: 400 | 401 | 403 | 404 };

interface DataWithInit {
  type: 'DataWithResponseInit';
  data: unknown;
  init: ResponseInit | null;
}
const isDataWithInit = (value: unknown): value is DataWithInit =>
  typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'DataWithResponseInit';

/** What a page's loader ended with, as one shape: its data, a redirect, or a refusal status. */
type LoaderOutcome = { kind: 'DATA'; data: unknown } | { kind: 'REDIRECT'; location: string } | { kind: 'STATUS'; status: number };

function outcomeOf(value: unknown): LoaderOutcome {
  if (value instanceof Response) {
    const location = value.headers.get('Location');
    if (value.status >= 300 && value.status < 400 && location) return { kind: 'REDIRECT', location };
    return value.status >= 400 ? { kind: 'STATUS', status: value.status } : { kind: 'DATA', data: undefined };
  }
  if (isDataWithInit(value)) {
    const status = value.init?.status ?? 200;
    const location = new Headers(value.init?.headers).get('Location');
    if (status >= 300 && status < 400 && location) return { kind: 'REDIRECT', location };
    return { kind: 'DATA', data: value.data };
  }
  return { kind: 'DATA', data: value };
}

async function runLoader(loader: NonNullable<Awaited<ReturnType<PageEntry['module']>>['loader']>, args: object): Promise<LoaderOutcome> {
  try {
    return outcomeOf(await loader(args));
  } catch (thrown) {
    if (thrown instanceof Response) {
      const outcome = outcomeOf(thrown);
      return outcome.kind === 'DATA' ? { kind: 'STATUS', status: thrown.status } : outcome;
    }
    if (isDataWithInit(thrown)) return { kind: 'STATUS', status: thrown.init?.status ?? 500 };
    throw thrown;
  }
}

/** The sign-in page a protected page sends a visitor to (lib/session.server.ts requireUser). */
const isSignInRedirect = (location: string) => /^\/signin(?:[?#]|$)/.test(location);

/** The page's title and description, as its own meta writes them (the brand's name alone if it has none). */
function headOf(descriptors: MetaDescriptor[] | undefined, locale: Language): PageInitials['page'] {
  const title = descriptors?.find((d): d is { title: string } => 'title' in d && typeof d.title === 'string')?.title;
  const description = descriptors?.find((d) => 'name' in d && d.name === 'description' && 'content' in d) as { content?: string } | undefined;
  const brand = resources[locale].common.brand;
  return { title: title ?? brand, description: description?.content ?? null, content: null };
}

export interface PageInitialsInput {
  entry: PageEntry | null;
  /** The page's route pattern ("reksadana/:investmentType/:productSlug"). */
  pagePath: string;
  /** The page's own address (the initials address without /initials), with the query. */
  pageUrl: URL;
  request: Request;
  params: Record<string, string | undefined>;
  context: Readonly<RouterContextProvider>;
  locale: Language;
  userId: number | null;
}

export async function pageInitials(input: PageInitialsInput): Promise<PageInitialsOutcome> {
  const { entry, pagePath, pageUrl, request, params, context, locale, userId } = input;
  // §3's redirectUrl may also come with the query (as on the landing): a path of this site, else a bad request.
  const askedRedirect = pageUrl.searchParams.get('redirectUrl');
  if (askedRedirect !== null) {
    const decision = classifyLink(askedRedirect);
    if (!decision.allowed || decision.kind !== 'APP_PATH') return { kind: 'REFUSED', status: 400 };
  }
  const loggedIn = userId !== null;
  const base = {
    isUserLoggedIn: loggedIn,
    featureFlags: getFeatureFlags(db()),
    tagLayer: { pageType: `/${pagePath}`, language: locale, loggedIn },
  };
  if (!entry) return { kind: 'OK', data: { ...base, page: headOf(undefined, locale), redirectUrl: askedRedirect } };

  const module = await entry.module();
  let outcome: LoaderOutcome = { kind: 'DATA', data: undefined };
  if (!entry.runLoader) {
    if (entry.signIn && !loggedIn) return { kind: 'REFUSED', status: 401 };
  } else if (module.loader) {
    const pageRequest = new Request(pageUrl, { method: 'GET', headers: request.headers, signal: request.signal });
    outcome = await runLoader(module.loader, { request: pageRequest, url: pageUrl, params, context, pattern: `/${pagePath}` });
  }
  if (outcome.kind === 'STATUS') {
    const status = outcome.status;
    if (status === 400 || status === 401 || status === 403 || status === 404) return { kind: 'REFUSED', status };
    // 410 and the like: the page shows itself (a used link), its head as below.
    outcome = { kind: 'DATA', data: undefined };
  }
  if (outcome.kind === 'REDIRECT' && isSignInRedirect(outcome.location)) return { kind: 'REFUSED', status: 401 };

  const loaderData = outcome.kind === 'DATA' ? outcome.data : undefined;
  const rootData = { locale, publicOrigin: publicOrigin(request) };
  let descriptors: MetaDescriptor[] | undefined;
  try {
    descriptors = module.meta?.({
      data: loaderData,
      loaderData,
      params,
      error: undefined,
      location: { pathname: pageUrl.pathname, search: pageUrl.search, hash: '', state: null, key: 'initials' },
      matches: [
        { id: 'root', pathname: '/', params, data: rootData, loaderData: rootData, meta: [], handle: undefined, error: undefined },
        { id: pagePath, pathname: pageUrl.pathname, params, data: loaderData, loaderData, meta: [], handle: undefined, error: undefined },
      ],
    });
  } catch {
    // A page whose meta needs the data of a page that redirected instead: the brand's name.
    descriptors = undefined;
  }
  const page = headOf(descriptors, locale);
  const redirectUrl = outcome.kind === 'REDIRECT' ? outcome.location : askedRedirect;
  return { kind: 'OK', data: { ...base, page, redirectUrl } };
}
