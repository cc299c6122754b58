// A back button (spec funds §2.2 "returns to the previous page"): a link to `fallback` that, with
// JavaScript, goes back in history instead when the previous page is this site's (lib/history-back.ts).
// Without JavaScript, or when the visitor came from elsewhere, it is the plain link.
import { useEffect, useRef, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { currentHistoryIndex, stepsBackToPreviousPage } from '~/lib/history-back';
import { AppLink, type AppLinkProps } from './app-link';

export type BackLinkProps = Omit<AppLinkProps, 'to' | 'replace'> & {
  /** Where the link goes when there is no page of this site to go back to. */
  fallback: AppLinkProps['to'];
};

export function BackLink({ fallback, onClick, ...props }: BackLinkProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The history entry this page (its path) was entered at; a change of query keeps it.
  const entry = useRef<number | null>(null);
  useEffect(() => {
    entry.current = currentHistoryIndex();
  }, [pathname]);

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const steps = stepsBackToPreviousPage({
      entryIndex: entry.current,
      currentIndex: currentHistoryIndex(),
      historyLength: window.history.length,
      referrer: document.referrer,
      origin: window.location.origin,
    });
    if (steps === null) return; // AppLink follows the fallback
    event.preventDefault();
    void navigate(-steps);
  };

  return <AppLink to={fallback} onClick={handleClick} {...props} />;
}
