// The sell flow in a dialog (issue 15 item 5), opened by SellDialogLink (sell-dialog.tsx) as a chunk of its own: it
// reads the sell page's loader and posts to its action through fetchers, and shows the steps with the page's own
// components (sell-steps.tsx), so the page and the dialog cannot drift apart.
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { Dialog } from '~/components/ui/dialog';
import { useT } from '~/lib/use-t';
import type { loader as sellLoader } from '~/routes/reksadana/sell';
import { SellSteps, type FormElement, type SellStep } from './sell-steps';

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
