// A button that copies a text (a virtual account number) to the clipboard and says so aloud. Progressive
// enhancement: it appears only once the page runs JavaScript and the browser offers the clipboard API
// (a secure context: https or localhost); without them the text beside it stays selectable, which is
// how it is copied then. The confirmation lives in a polite live region that is on the page from the
// start, so screen readers announce it when it fills.
import { useEffect, useState } from 'react';
import { buttonClass } from './button';
import { CheckIcon, CopyIcon } from './icons';

/** How long the confirmation stays (the fund page's share toast uses the same, spec funds §9). */
export const COPY_CONFIRMATION_MS = 3000;

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
  const [canCopy, setCanCopy] = useState(false);
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => setCanCopy(typeof navigator !== 'undefined' && typeof navigator.clipboard?.writeText === 'function'), []);
  useEffect(() => {
    if (!outcome) return;
    const timer = window.setTimeout(() => setOutcome(null), COPY_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {canCopy ? (
        <button type="button" onClick={copy} className={buttonClass({ variant: 'secondary', className: 'min-h-11' })} aria-label={label} data-testid={testId}>
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
