// A button that copies a text (a virtual account number) to the clipboard and says so aloud. Progressive
// enhancement: it appears only once the page runs JavaScript and the browser offers the clipboard API
// (a secure context: https or localhost); without them the text beside it stays selectable, which is
// how it is copied then. The confirmation lives in a polite live region that is on the page from the
// start, so screen readers announce it when it fills.
import { useEffect, useState } from 'react';
import { buttonClass } from './button';
import { CheckIcon, CopyIcon } from './icons';

/** How long a copy's confirmation stays (spec funds §9: the share toast's 3000 ms). */
export const COPY_CONFIRMATION_MS = 3000;

export type CopyOutcome = 'copied' | 'failed';

/**
 * Copying to the clipboard, for every copy button (the payment page's account number, the fund page's
 * share link): whether the browser offers it (known once the page runs JavaScript), the last outcome for
 * COPY_CONFIRMATION_MS, and the copy itself.
 */
export function useClipboardCopy() {
  const [canCopy, setCanCopy] = useState(false);
  const [outcome, setOutcome] = useState<CopyOutcome | null>(null);
  useEffect(() => setCanCopy(typeof navigator !== 'undefined' && typeof navigator.clipboard?.writeText === 'function'), []);
  useEffect(() => {
    if (!outcome) return;
    const timer = window.setTimeout(() => setOutcome(null), COPY_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };
  return { canCopy, outcome, copy };
}

export interface CopyButtonProps {
  text: string;
  /** The visible label ("Salin"). */
  children: string;
  /** The accessible name; it must start with the visible label (WCAG 2.5.3), e.g. "Salin nomor virtual account". */
  label: string;
  /** Said and shown once copied ("Disalin"). */
  copied: string;
  /** Said and shown when the browser refused. */
  failed: string;
  'data-testid'?: string;
}

export function CopyButton({ text, children, label, copied, failed, 'data-testid': testId }: CopyButtonProps) {
  const { canCopy, outcome, copy } = useClipboardCopy();
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {canCopy ? (
        <button type="button" onClick={() => void copy(text)} className={buttonClass({ variant: 'secondary', className: 'min-h-11' })} aria-label={label} data-testid={testId}>
          {outcome === 'copied' ? <CheckIcon size={18} /> : <CopyIcon size={18} />}
          {children}
        </button>
      ) : null}
      <span role="status" aria-live="polite" className={outcome === 'failed' ? 'text-sm text-danger' : 'text-sm font-medium text-brand'} data-testid={testId ? `${testId}-status` : undefined}>
        {outcome === 'copied' ? copied : outcome === 'failed' ? failed : ''}
      </span>
    </span>
  );
}
