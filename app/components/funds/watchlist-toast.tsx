// The success toast of the watchlist (spec funds §2.2 "a success toast that fades after 3000 ms",
// §4.1, §9). The live region is always in the page, so screen readers announce the message when
// it appears; the message fades out during the last 300 ms and is then removed.
import { useEffect, useState } from 'react';
import { CheckIcon } from '~/components/ui';
import { cx } from '~/components/ui/cx';

/** spec funds §9: toast fade 3000 ms. */
export const TOAST_DURATION_MS = 3000;
const FADE_MS = 300;

/** A message to show; `id` changes for every new toast, so the same text can show twice in a row. */
export interface ToastMessage {
  id: number;
  text: string;
}

export function WatchlistToast({ message, onDone }: { message: ToastMessage | null; onDone: () => void }) {
  const [fading, setFading] = useState(false);
  useEffect(() => {
    if (!message) return;
    setFading(false);
    const fade = setTimeout(() => setFading(true), TOAST_DURATION_MS - FADE_MS);
    const done = setTimeout(onDone, TOAST_DURATION_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(done);
    };
    // onDone is a setter-like callback; a new message id restarts the timers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [message?.id]);
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-[calc(var(--bottom-nav-height)+1rem)] z-50 flex justify-center px-4 md:bottom-8"
    >
      {message ? (
        <p
          data-testid="watchlist-toast"
          className={cx(
            'flex items-center gap-2 rounded-[var(--radius-control)] bg-ink px-4 py-3 text-sm font-medium text-white shadow-lg transition-opacity duration-300',
            fading ? 'opacity-0' : 'opacity-100',
          )}
        >
          <CheckIcon size={18} />
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
