// The watchlist bookmark (spec funds §2.2 "Optional watchlist bookmark", §4.1 "Watchlist add or
// remove toggles onWatchlist and shows a success toast. A logged-out add redirects to the start
// page with a target", §6). A POST form to /reksadana/watchlist with intent add/remove, the fund id
// and the page to come back to: without JavaScript the action redirects back; with it a fetcher
// toggles in place (optimistically) and the success toast shows for 3000 ms. A visitor gets a link
// to /mulai-investasi?target=<redirectTo> instead of a form.
import { useEffect, useRef, useState } from 'react';
import { useT } from '~/lib/use-t';
import { Link, useFetcher } from 'react-router';
import { cx } from '~/components/ui/cx';
import { BookmarkIcon } from '~/components/ui/fund-icons';
import { WatchlistToast, type ToastMessage } from './watchlist-toast';
import { useHydrated } from '~/components/ui/use-hydrated';

export const WATCHLIST_ACTION = '/reksadana/watchlist';

/** What the watchlist page action answers to a fetcher (JavaScript) submission. */
export type WatchlistActionData = { ok: true; intent: 'add' | 'remove'; mutualFundId: number; onWatchlist: boolean } | { ok: false };

export interface WatchlistToggleProps {
  mutualFundId: number;
  onWatchlist: boolean;
  signedIn: boolean;
  /** The page to return to (a local path), e.g. the fund's detail path. */
  redirectTo: string;
  /** The fund's name, for a precise accessible name where several toggles share a page. */
  fundName?: string;
  /** When given, the caller shows the toast text (it may unmount this toggle, as the watchlist page does). */
  onToast?: (text: string) => void;
  /** `icon`: a round bookmark button (fund page header); `button`: bookmark and text. */
  variant?: 'icon' | 'button';
  className?: string;
}

export function WatchlistToggle({
  mutualFundId,
  onWatchlist,
  signedIn,
  redirectTo,
  fundName,
  onToast,
  variant = 'button',
  className,
}: WatchlistToggleProps) {
  const { t } = useT('fundTools');
  const fetcher = useFetcher<WatchlistActionData>({ key: `watchlist-${mutualFundId}` });
  const hydrated = useHydrated();
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const handled = useRef<unknown>(null);
  // Optimistic: while a submission is in flight its intent decides; then the action's answer,
  // until the revalidated loader data brings the new prop.
  const pending = fetcher.formData?.get('intent');
  const current =
    pending === 'add' ? true : pending === 'remove' ? false : fetcher.data?.ok ? fetcher.data.onWatchlist : onWatchlist;

  useEffect(() => {
    const data = fetcher.data;
    if (!data || handled.current === data) return;
    handled.current = data;
    const text = data.ok ? t(data.onWatchlist ? 'watchlist.added' : 'watchlist.removed') : t('watchlist.failed');
    if (onToast) onToast(text);
    else setToast({ id: Date.now(), text });
  }, [fetcher.data, onToast, t]);

  const label = fundName
    ? t(current ? 'watchlist.removeNamed' : 'watchlist.addNamed', { name: fundName })
    : t(current ? 'watchlist.remove' : 'watchlist.add');
  const text = t(current ? 'watchlist.remove' : 'watchlist.add');
  const look = cx(
    variant === 'icon'
      ? 'inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface hover:border-brand'
      : 'inline-flex min-h-11 items-center justify-center gap-2 rounded-[var(--radius-control)] border px-4 py-2 text-sm font-semibold',
    variant === 'button' && (current ? 'border-brand bg-brand-soft text-brand-strong' : 'border-line bg-surface text-ink hover:border-brand'),
    variant === 'icon' && (current ? 'text-accent' : 'text-ink-muted'),
    className,
  );
  const content = (
    <>
      <BookmarkIcon size={20} fill={current ? 'currentColor' : 'none'} />
      {variant === 'button' ? <span>{text}</span> : null}
    </>
  );

  if (!signedIn) {
    return (
      <Link
        to={`/mulai-investasi?${new URLSearchParams({ target: redirectTo }).toString()}`}
        className={look}
        aria-label={variant === 'icon' || fundName ? label : undefined}
        data-testid="watchlist-toggle"
      >
        {content}
      </Link>
    );
  }

  return (
    <>
      <fetcher.Form method="post" action={WATCHLIST_ACTION} className="inline-flex">
        <input type="hidden" name="intent" value={current ? 'remove' : 'add'} />
        <input type="hidden" name="mutualFundId" value={mutualFundId} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {hydrated ? <input type="hidden" name="js" value="1" /> : null}
        <button
          type="submit"
          className={look}
          aria-label={variant === 'icon' || fundName ? label : undefined}
          data-testid="watchlist-toggle"
        >
          {content}
        </button>
      </fetcher.Form>
      {onToast ? null : <WatchlistToast message={toast} onDone={() => setToast(null)} />}
    </>
  );
}
