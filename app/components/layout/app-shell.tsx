// The frame of every page: skip link, header (brand, main navigation from 768 px, language switch,
// sign-in and sign-up or the user menu), the page, the footer with the registered-provider
// disclaimer and, under 768 px, the bottom navigation (home, portfolio, account).
// In the mobile app's webview (?app=1, remembered by cookie) the footer shrinks to its disclaimer
// (decision 018) and the app-store links are left out (components/landing/hero.tsx and the download section).
import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '~/lib/use-t';
import { Form, Link, useLocation } from 'react-router';
import { AppLink } from '~/components/ui/app-link';
import type { Language, UserRole } from '~/domain/enums';
import {
  BellIcon,
  BrandMark,
  ChevronDownIcon,
  GlobeIcon,
  HomeIcon,
  LogOutIcon,
  PieChartIcon,
  ReceiptIcon,
  ShieldCheckIcon,
  UserIcon,
  type Icon,
} from '~/components/ui/icons';
import { cx } from '~/components/ui/cx';
import { VisuallyHidden } from '~/components/ui/visually-hidden';
import { FUND_TYPE_PATHS, HOME_PATH, PATHS, signInHref } from './links';

export interface ShellUser {
  firstName: string;
  role: UserRole;
  /** Issue 17: the notification bell, counted and named by the server (root loader; decision 079). */
  bell?: { count: string | null; label: string };
}

export function AppShell({
  user,
  isAppMode,
  locale,
  children,
}: {
  user: ShellUser | null;
  isAppMode: boolean;
  locale: Language;
  children: ReactNode;
}) {
  const { t } = useT();
  return (
    // pb-bottom-nav: the last block (footer, or the page in the app) stays clear of the fixed bar.
    <div className="pb-bottom-nav flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:inline-flex focus:min-h-11 focus:items-center focus:rounded-[var(--radius-control)] focus:bg-surface focus:px-4 focus:font-semibold focus:text-brand focus:shadow-lg"
      >
        {t('nav.skipToContent')}
      </a>
      <Header user={user} locale={locale} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      {isAppMode ? <AppFooter /> : <Footer />}
      <BottomNav user={user} />
    </div>
  );
}

function Header({ user, locale }: { user: ShellUser | null; locale: Language }) {
  const { t } = useT();
  const { pathname } = useLocation();
  const portfolioHref = user ? PATHS.portfolio : signInHref(PATHS.portfolio);
  // `section`: the part of the site the item stands for (its link may go to sign-in first).
  const items = [
    { to: PATHS.allFunds, section: PATHS.allFunds, label: t('nav.products'), className: '' },
    { to: portfolioHref, section: PATHS.portfolio, label: t('nav.portfolio'), className: '' },
    { to: PATHS.articles, section: PATHS.articles, label: t('nav.articles'), className: '' },
    { to: PATHS.learn, section: PATHS.learn, label: t('nav.learn'), className: 'hidden lg:block' },
  ];
  return (
    <header data-testid="site-header" className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur">
      <div className="page-container flex h-[var(--header-height)] items-center gap-1 md:gap-2">
        <AppLink
          to={HOME_PATH}
          className="-ml-1 flex min-h-11 shrink-0 items-center gap-1.5 rounded-[var(--radius-control)] px-1 text-base font-bold tracking-tight text-brand md:gap-2 md:text-lg"
        >
          <BrandMark size={30} />
          <span>{t('brand')}</span>
        </AppLink>
        <nav aria-label={t('nav.mainNavigation')} className="ml-4 hidden md:block lg:ml-8">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.label} className={item.className}>
                <AppLink
                  to={item.to}
                  aria-current={inSection(pathname, item.section) ? 'page' : undefined}
                  className="btn-ghost px-3 text-[0.95rem] aria-[current=page]:bg-brand-soft/70 aria-[current=page]:text-brand-strong"
                >
                  {item.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex min-w-0 items-center gap-1 md:gap-2">
          <LanguageSwitch locale={locale} />
          {user?.bell ? <NotificationBell bell={user.bell} /> : null}
          {user ? (
            <UserMenu user={user} />
          ) : (
            <>
              <AppLink to={signInHref(pathname)} className="btn-ghost px-2 text-ink md:px-3" data-testid="sign-in-link">
                {t('nav.signIn')}
              </AppLink>
              <AppLink to={PATHS.signUp} className="btn-primary hidden px-3 min-[360px]:inline-flex md:px-5" data-testid="sign-up-link">
                {t('nav.signUp')}
              </AppLink>
            </>
          )}
        </div>
      </div>
    </header>
  );
}

/**
 * A plain link to the same page with `?lng=`: it works without JavaScript, and the server
 * remembers the choice in a cookie (middleware/preferences.ts). `reloadDocument` makes the switch
 * a full page load with JavaScript too, so everything, server-rendered text included, changes at once.
 */
export function LanguageSwitch({ locale }: { locale: Language }) {
  const { t } = useT();
  const location = useLocation();
  const other: Language = locale === 'id' ? 'en' : 'id';
  const params = new URLSearchParams(location.search);
  params.set('lng', other);
  return (
    <Link
      to={`${location.pathname}?${params.toString()}${location.hash}`}
      reloadDocument
      className="btn-ghost min-w-11 shrink-0 gap-1 px-2 text-sm font-semibold text-ink md:gap-1.5 md:px-2.5"
      hrefLang={other}
      data-testid="language-switch"
    >
      <GlobeIcon size={18} className="hidden min-[375px]:block" />
      <span lang={other}>{other.toUpperCase()}</span>
      <VisuallyHidden>
        {', '}
        {t('language.switchTo', { language: t(`language.${other}`) })}
      </VisuallyHidden>
    </Link>
  );
}

/**
 * The bell (issue 17 item 4): a plain link to the notification centre with the unread count the server rendered,
 * so it costs the browser no code of its own (the landing's first-load budget, decision 017).
 */
function NotificationBell({ bell }: { bell: { count: string | null; label: string } }) {
  return (
    <AppLink to={PATHS.notifications} aria-label={bell.label} className="btn-ghost relative min-w-11 px-2 text-ink">
      <BellIcon size={22} />
      {bell.count ? <span className="absolute top-1 right-0 rounded-full bg-danger px-1.5 text-xs font-bold text-white">{bell.count}</span> : null}
    </AppLink>
  );
}

/**
 * The signed-in user's menu: a native disclosure (<details>), so it opens without JavaScript.
 * With JavaScript it also closes on Escape, on a click elsewhere and after navigating.
 */
function UserMenu({ user }: { user: ShellUser }) {
  const { t } = useT();
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.key]);

  useEffect(() => {
    const close = (event: Event) => {
      const details = ref.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        details.open = false;
        details.querySelector('summary')?.focus();
        return;
      }
      if (event.target instanceof Node && !details.contains(event.target)) details.open = false;
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, []);

  const initial = user.firstName.trim().charAt(0).toUpperCase();
  const items: Array<{ to: `/${string}`; label: string; icon: Icon }> = [
    { to: PATHS.account, label: t('nav.myAccount'), icon: UserIcon },
    { to: PATHS.portfolio, label: t('nav.portfolio'), icon: PieChartIcon },
    { to: PATHS.orders, label: t('nav.myOrders'), icon: ReceiptIcon },
    // Issue 14: the operator's review pages (decision 045), for the operator role only.
    ...(user.role === 'operator' ? [{ to: '/operator/kyc' as const, label: t('nav.operatorReview'), icon: ShieldCheckIcon }] : []),
  ];
  return (
    <details ref={ref} className="group relative min-w-0">
      {/* Named by its content, the visible name first ("Rina, menu akun"; WCAG 2.5.3 label in name). */}
      <summary className="btn-ghost flex min-w-0 cursor-pointer list-none gap-1.5 pr-1.5 pl-2 text-ink md:gap-2 md:pr-2 md:pl-1.5 [&::-webkit-details-marker]:hidden">
        <span
          aria-hidden="true"
          className="hidden size-8 shrink-0 items-center justify-center rounded-full bg-brand-soft text-sm font-bold text-brand-strong min-[400px]:flex"
        >
          {initial}
        </span>
        <span data-testid="user-menu" className="max-w-32 min-w-0 truncate font-semibold lg:max-w-40">
          {user.firstName}
        </span>
        <span className="sr-only">{t('nav.userMenuHint')}</span>
        <ChevronDownIcon size={16} className="shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <div className="absolute top-full right-0 z-40 mt-2 w-60 rounded-[var(--radius-card)] border border-line bg-surface p-2 shadow-lg">
        <ul>
          {items.map((item) => (
            <li key={item.to}>
              <AppLink
                to={item.to}
                className="flex min-h-11 items-center gap-3 rounded-[var(--radius-control)] px-3 text-ink hover:bg-canvas"
              >
                <item.icon size={20} className="text-ink-muted" />
                {item.label}
              </AppLink>
            </li>
          ))}
        </ul>
        <Form method="post" action={PATHS.signOut} className="mt-1 border-t border-line pt-1">
          <button
            type="submit"
            className="flex min-h-11 w-full items-center gap-3 rounded-[var(--radius-control)] px-3 text-left text-danger hover:bg-danger-soft"
          >
            <LogOutIcon size={20} />
            {t('nav.signOut')}
          </button>
        </Form>
      </div>
    </details>
  );
}

/** The disclaimer that the provider is registered (spec landing §1) stays in the app's webview too (decision 018). */
function Disclaimer({ className }: { className: string }) {
  const { t } = useT();
  return (
    <p data-testid="footer-disclaimer" className={className}>
      {t('footer.disclaimer')}
    </p>
  );
}

/** In the app's webview the app has its own navigation and store: only the disclaimer remains. */
function AppFooter() {
  return (
    <footer data-testid="app-footer" className="mt-12 border-t border-line bg-surface">
      <div className="page-container py-6">
        <Disclaimer className="text-sm leading-relaxed text-ink-muted" />
      </div>
    </footer>
  );
}

function Footer() {
  const { t } = useT();
  const year = new Date().getFullYear();
  const link = 'inline-flex min-h-11 items-center text-ink-muted hover:text-brand hover:underline';
  return (
    <footer data-testid="site-footer" className="mt-12 border-t border-line bg-surface">
      <div className="page-container py-10">
        <div className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-[1.6fr_1fr_1fr]">
          <div className="col-span-2 md:col-span-1">
            <AppLink to={HOME_PATH} className="inline-flex min-h-11 items-center gap-2 text-lg font-bold text-brand">
              <BrandMark size={28} />
              {t('brand')}
            </AppLink>
            <p className="mt-1 max-w-sm text-ink-muted">{t('tagline')}</p>
            <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-brand-soft px-3 py-1.5 text-sm font-semibold text-brand-strong">
              <ShieldCheckIcon size={18} />
              {t('footer.ojkBadge')}
            </p>
          </div>
          <nav aria-labelledby="footer-funds">
            <h2 id="footer-funds" className="text-sm font-semibold tracking-wide text-ink uppercase">
              {t('footer.fundsHeading')}
            </h2>
            <ul className="mt-2">
              {(Object.keys(FUND_TYPE_PATHS) as Array<keyof typeof FUND_TYPE_PATHS>).map((type) => (
                <li key={type}>
                  <AppLink to={FUND_TYPE_PATHS[type]} className={link}>
                    {t(`fundTypes.${type}`)}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-company">
            <h2 id="footer-company" className="text-sm font-semibold tracking-wide text-ink uppercase">
              {t('footer.companyHeading')}
            </h2>
            <ul className="mt-2">
              <li>
                <AppLink to={PATHS.about} className={link}>
                  {t('footer.about')}
                </AppLink>
              </li>
              <li>
                <AppLink to={PATHS.articles} className={link}>
                  {t('nav.articles')}
                </AppLink>
              </li>
              <li>
                <AppLink to={PATHS.learn} className={link}>
                  {t('nav.learn')}
                </AppLink>
              </li>
            </ul>
          </nav>
        </div>
        <Disclaimer className="mt-8 border-t border-line pt-6 text-sm leading-relaxed text-ink-muted" />
        <p className="mt-4 text-sm text-ink-muted">{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}

function inSection(pathname: string, section: string): boolean {
  return pathname === section || pathname.startsWith(`${section}/`);
}

function BottomNav({ user }: { user: ShellUser | null }) {
  const { t } = useT();
  const { pathname } = useLocation();
  const items: Array<{ to: `/${string}`; label: string; icon: Icon; active: boolean }> = [
    { to: HOME_PATH, label: t('nav.home'), icon: HomeIcon, active: pathname === HOME_PATH || pathname === `${HOME_PATH}/` },
    {
      to: user ? PATHS.portfolio : signInHref(PATHS.portfolio),
      label: t('nav.portfolio'),
      icon: PieChartIcon,
      active: inSection(pathname, PATHS.portfolio),
    },
    {
      to: user ? PATHS.account : signInHref(PATHS.account),
      label: t('nav.account'),
      icon: UserIcon,
      active: inSection(pathname, PATHS.account),
    },
  ];
  return (
    <nav
      aria-label={t('nav.bottomNavigation')}
      data-testid="bottom-nav"
      className="fixed inset-x-0 bottom-0 z-30 h-[calc(var(--bottom-nav-height)+env(safe-area-inset-bottom,0px))] border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom,0px)] backdrop-blur md:hidden"
    >
      <ul className="grid h-full grid-cols-3">
        {items.map((item) => (
          <li key={item.label}>
            <AppLink
              to={item.to}
              aria-current={item.active ? 'page' : undefined}
              className={cx(
                'relative flex h-full min-h-11 flex-col items-center justify-center gap-0.5 text-xs font-medium',
                item.active ? 'text-brand-strong' : 'text-ink-muted hover:text-ink',
              )}
            >
              {item.active ? (
                <span aria-hidden="true" className="absolute top-0 h-0.5 w-10 rounded-full bg-brand" />
              ) : null}
              <item.icon size={22} />
              {item.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
