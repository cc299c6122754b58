// The frame of every page: header (brand, language, sign-in or the user menu), the page, the
// footer with the registered-provider disclaimer and, on small screens, the bottom navigation.
// In the mobile app's webview (?app=1) the footer and app-store links are hidden.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useLocation } from 'react-router';
import type { Language, UserRole } from '~/domain/enums';

export interface ShellUser {
  firstName: string;
  role: UserRole;
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
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-surface focus:p-2">
        {t('nav.skipToContent')}
      </a>
      <Header user={user} locale={locale} />
      <main id="main" className="flex-1 pb-20 md:pb-0">
        {children}
      </main>
      {isAppMode ? null : <Footer />}
      <BottomNav user={user} />
    </div>
  );
}

function Header({ user, locale }: { user: ShellUser | null; locale: Language }) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        <Link to="/reksadana" className="flex items-center gap-2 text-lg font-bold text-brand" aria-label={t('brand')}>
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>{t('brand')}</span>
        </Link>
        <nav aria-label={t('nav.mainNavigation')} className="ml-4 hidden gap-1 md:flex">
          <Link to="/reksadana" className="btn-ghost">
            {t('nav.funds')}
          </Link>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitch locale={locale} />
          {user ? (
            <>
              <Link to="/me" className="btn-ghost" data-testid="user-menu">
                <span className="max-w-32 truncate">{user.firstName}</span>
              </Link>
              <Form method="post" action="/signout" className="hidden md:block">
                <button type="submit" className="btn-ghost">
                  {t('nav.signOut')}
                </button>
              </Form>
            </>
          ) : (
            <>
              <Link to="/signin" className="btn-ghost">
                {t('nav.signIn')}
              </Link>
              <Link to="/app/gabung" className="btn-primary hidden min-h-10 px-4 py-2 xs:inline-flex">
                {t('nav.signUp')}
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}

/** Plain links: the switch works without JavaScript, and the server remembers the choice. */
export function LanguageSwitch({ locale }: { locale: Language }) {
  const { t } = useTranslation();
  const location = useLocation();
  const other: Language = locale === 'id' ? 'en' : 'id';
  const params = new URLSearchParams(location.search);
  params.set('lng', other);
  return (
    <Link
      to={`${location.pathname}?${params.toString()}`}
      className="btn-ghost text-sm uppercase"
      hrefLang={other}
      lang={other}
      aria-label={t('language.switchTo', { language: t(`language.${other}`) })}
      data-testid="language-switch"
    >
      {other}
    </Link>
  );
}

function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-line bg-surface pb-20 md:pb-0">
      <div className="mx-auto max-w-6xl px-4 py-8 text-sm text-ink-muted">
        <p data-testid="footer-disclaimer">{t('footer.disclaimer')}</p>
        <p className="mt-4">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}

function BottomNav({ user }: { user: ShellUser | null }) {
  const { t } = useTranslation();
  const items = [
    { to: '/reksadana', label: t('nav.home'), icon: '⌂' },
    { to: user ? '/reksadana/portfolio' : '/signin?target=%2Freksadana%2Fportfolio', label: t('nav.portfolio'), icon: '◔' },
    { to: user ? '/me' : '/signin?target=%2Fme', label: t('nav.account'), icon: '☺' },
  ];
  return (
    <nav
      aria-label={t('nav.bottomNavigation')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface md:hidden"
    >
      <ul className="grid grid-cols-3">
        {items.map((item) => (
          <li key={item.label}>
            <Link to={item.to} className="flex min-h-14 flex-col items-center justify-center text-xs text-ink-muted">
              <span aria-hidden="true" className="text-lg leading-none">
                {item.icon}
              </span>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
