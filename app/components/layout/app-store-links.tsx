// Links to the mobile app in the stores. Inside the app's own webview they are not rendered at all
// (spec landing §1 "app-store links are hidden inside the mobile app"): the hero and the download
// section leave them out there (tests/e2e/shell.spec.ts "?app=1 hides …").
import { useT } from '~/lib/use-t';
import { AppleIcon, PlayStoreIcon, type Icon } from '~/components/ui/icons';
import { cx } from '~/components/ui/cx';
import { sanitizeLink } from '~/domain/policies/link-sanitizer';
import { APP_STORE_URLS } from './links';

/** The stores' addresses through the link sanitizer (spec landing §5), once: they are constants. */
const GOOGLE_PLAY_HREF = sanitizeLink(APP_STORE_URLS.googlePlay);
const APP_STORE_HREF = sanitizeLink(APP_STORE_URLS.appStore);

export function AppStoreLinks({ className }: { className?: string }) {
  const { t } = useT();
  const stores: Array<{ href: string; caption: string; name: string; icon: Icon }> = [
    { href: GOOGLE_PLAY_HREF, caption: t('appStore.googlePlayCaption'), name: 'Google Play', icon: PlayStoreIcon },
    { href: APP_STORE_HREF, caption: t('appStore.appStoreCaption'), name: 'App Store', icon: AppleIcon },
  ];
  return (
    <ul aria-label={t('appStore.label')} data-testid="app-store-links" className={cx('flex flex-wrap gap-3', className)}>
      {stores.map((store) => (
        <li key={store.name}>
          <a
            href={store.href}
            rel="noopener noreferrer"
            className="inline-flex min-h-12 items-center gap-2.5 rounded-[var(--radius-control)] bg-ink px-4 py-1.5 text-white hover:bg-ink/85"
          >
            <store.icon size={24} />
            <span className="flex flex-col leading-tight">
              <span className="text-[0.7rem] opacity-90">{store.caption}</span>
              <span className="text-base font-semibold">{store.name}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
