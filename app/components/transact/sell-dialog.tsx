// A link to the sell page (/reksadana/portfolio/:id/:type/:fundId/jual, which works without JavaScript) that, once
// the page runs JavaScript, opens the same flow in a dialog in place (issue 15 item 5: progressive enhancement, as
// the cart's CartLink). The dialog reads the page's loader and posts to its action through fetchers, and shows the
// steps with the page's own components (sell-steps.tsx), so the two cannot drift apart. Its code is a chunk of its
// own, loaded on the first open (or when the link is hovered or focused): pages that only show the link do not
// carry it in their first load (decision 017).
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFetcher } from 'react-router';
import { AppLink } from '~/components/ui/app-link';
import { Dialog } from '~/components/ui/dialog';
import { lazyPart } from '~/components/ui/lazy-part';
import { useHydrated } from '~/components/ui/use-hydrated';
import { useT } from '~/lib/use-t';
import type { loader as sellLoader } from '~/routes/reksadana/sell';
import { SellSteps, type FormElement, type SellStep } from './sell-steps';

export interface SellDialogLinkProps {
  /** The sell page (domain/transact-paths.ts sellPath). */
  to: `/${string}`;
  /** The fund's name: the link's accessible name says what it sells. */
  fundName: string;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}

const loadDialog = () => import('./sell-dialog').then((m) => m.SellDialog);
const LazySellDialog = lazyPart({ source: 'app/components/transact/sell-dialog.tsx', namespaces: ['transact', 'validation', 'pin'], load: loadDialog });

export function SellDialogLink({ to, fundName, className, children, 'data-testid': testId }: SellDialogLinkProps) {
  const hydrated = useHydrated();
  const { t } = useT('transact');
  const [open, setOpen] = useState(false);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (new tab, new window) stays a link.
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    setOpen(true);
  };
  const preload = () => void loadDialog();
  return (
    <>
      <AppLink
        to={to}
        className={className}
        onClick={onClick}
        onMouseEnter={preload}
        onFocus={preload}
        aria-haspopup={hydrated ? 'dialog' : undefined}
        aria-label={t('sell.openLabel', { fund: fundName })}
        data-testid={testId}
      >
        {children}
      </AppLink>
      {open ? createPortal(<LazySellDialog to={to} open={open} onClose={() => setOpen(false)} />, document.body) : null}
    </>
  );
}

type LoaderData = Awaited<ReturnType<typeof sellLoader>>;

export function SellDialog({ to, open, onClose }: { to: string; open: boolean; onClose: () => void }) {
  const { t } = useT('transact');
  const holdingFetcher = useFetcher<LoaderData>();
  const stepFetcher = useFetcher<SellStep>();
  // The step the last post answered, until "back" returns to the form.
  const [answered, setAnswered] = useState<SellStep | null>(null);
  const headingRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (open && holdingFetcher.state === 'idle' && !holdingFetcher.data) void holdingFetcher.load(to);
  }, [open, to, holdingFetcher]);
  useEffect(() => {
    if (stepFetcher.state === 'idle' && stepFetcher.data) setAnswered(stepFetcher.data);
  }, [stepFetcher.state, stepFetcher.data]);
  // Each new step moves the focus to its heading, so a screen reader hears where it is.
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, [answered]);

  const loaded = holdingFetcher.data;
  const step: SellStep | null = answered ?? (loaded ? { step: 'FORM', mode: loaded.holding.sellAllOnly ? 'all' : 'amount', amount: '', error: null } : null);
  const title = t(`sell.steps.${step?.step ?? 'LOADING'}`);
  return (
    <Dialog
      open={open}
      onDismiss={onClose}
      className="md:w-[min(32rem,calc(100vw-2rem))]"
      data-testid="sell-dialog"
      title={
        <span ref={headingRef} tabIndex={-1} className="block px-10 text-center outline-none" data-testid="sell-dialog-heading">
          {title}
        </span>
      }
    >
      <button
        type="button"
        onClick={onClose}
        className="absolute top-4 right-2 inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-line/60"
        aria-label={t('sell.dialog.close')}
        data-testid="sell-dialog-close"
      >
        <svg viewBox="0 0 24 24" width={22} height={22} aria-hidden="true" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
      {loaded && step ? (
        <div className="mt-3" data-step={step.step} data-testid="sell-dialog-body">
          <p className="mb-2 text-center text-sm font-medium text-ink">{loaded.holding.fund.name}</p>
          <SellSteps
            holding={loaded.holding}
            locale={loaded.locale}
            action={to}
            Form={stepFetcher.Form as FormElement}
            busy={stepFetcher.state !== 'idle'}
            onBack={() => setAnswered(null)}
            testId="sell-dialog"
            step={step}
            portfolioHref={loaded.portfolioHref}
          />
        </div>
      ) : (
        <p className="mt-4 text-center text-sm text-ink-muted" role="status">
          {t('sell.steps.LOADING')}
        </p>
      )}
    </Dialog>
  );
}

export default SellDialog;
