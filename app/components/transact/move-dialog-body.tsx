// The move flow as a dialog (issue 15 item 5; decision 061): what a click on a MoveDialogLink opens once the
// page runs JavaScript (move-dialog.tsx loads this module on demand). The same steps as the move page
// (move-steps.tsx), fed by the same route: its loader through one fetcher (the position and the portfolios),
// its action through another (every form of the flow posts there, as the page's forms do). Only the choice →
// form step and the back button are the dialog's own; closing forgets everything (a reopened dialog starts over).
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import type { action as moveAction, loader as moveLoader } from '~/routes/reksadana/move-fund';
import { Dialog } from '~/components/ui/dialog';
import { ChevronLeftIcon, Svg } from '~/components/ui/icons';
import { Skeleton } from '~/components/ui/skeleton';
import { useT } from '~/lib/use-t';
import {
  initialMoveValues,
  MoveChoice,
  MoveDoneStep,
  MoveErrorStep,
  MoveFormStep,
  MoveSummaryStep,
  type FormComponent,
  type MoveStep,
} from './move-steps';

const CloseIcon = () => (
  <Svg size={22}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Svg>
);

export interface MoveDialogProps {
  /** The move page the link leads to without JavaScript. */
  to: `/${string}`;
  open: boolean;
  onClose: () => void;
}

export function MoveDialog({ to, open, onClose }: MoveDialogProps) {
  // Unmounted when closed: its fetchers and steps go with it, so the next opening starts at the choice.
  return open ? <MoveDialogContent to={to} onClose={onClose} /> : null;
}

function MoveDialogContent({ to, onClose }: { to: `/${string}`; onClose: () => void }) {
  const { t, locale } = useT('transact');
  const loader = useFetcher<typeof moveLoader>();
  const poster = useFetcher<typeof moveAction>();
  /** The dialog's own steps before the server answers one: the choice, then the form. */
  const [local, setLocal] = useState<'CHOICE' | 'FORM'>('CHOICE');
  /** Whether the server's last answer is the step shown (the back button returns to the form without posting). */
  const [answered, setAnswered] = useState(false);
  const headingRef = useRef<HTMLSpanElement>(null);
  const headingId = useId();

  const load = useRef(loader.load);
  load.current = loader.load;
  useEffect(() => void load.current(to), [to]);

  // A link of the done step (or any navigation) leaves the dialog behind.
  const location = useLocation();
  const firstLocation = useRef(location.key);
  useEffect(() => {
    if (location.key !== firstLocation.current) onClose();
  }, [location.key, onClose]);

  const busy = loader.state !== 'idle' || poster.state !== 'idle';
  useEffect(() => {
    if (poster.state === 'idle' && poster.data) setAnswered(true);
  }, [poster.state, poster.data]);

  const page = loader.data;
  const answer = answered ? (poster.data ?? null) : null;
  const step: MoveStep = answer?.step ?? local;

  useEffect(() => {
    headingRef.current?.focus();
  }, [step]);
  useLayoutEffect(() => {
    headingRef.current?.closest('dialog')?.setAttribute('data-step', step);
  });

  const Form = poster.Form as FormComponent;
  // Back from a server's step is the form with what was posted; back from the form is the choice.
  const back = () => {
    if (answer) {
      setAnswered(false);
      setLocal('FORM');
    } else {
      setLocal('CHOICE');
    }
  };
  const canGoBack = step !== 'CHOICE' && step !== 'DONE';

  let body: React.ReactNode;
  if (!page || !page.source) {
    body = page?.done ? <MoveDoneStep data={page.done} locale={locale} /> : <Skeleton className="mt-4 h-40 w-full" />;
  } else if (step === 'CHOICE') {
    body = <MoveChoice moveHref={page.paths.form} switchHref={page.paths.switching} onMove={() => setLocal('FORM')} />;
  } else if (answer?.step === 'SUMMARY') {
    body = <MoveSummaryStep data={answer} locale={locale} Form={Form} action={page.paths.form} busy={busy} />;
  } else if (answer?.step === 'ERROR') {
    body = <MoveErrorStep data={answer} Form={Form} action={page.paths.form} busy={busy} />;
  } else if (answer?.step === 'DONE') {
    body = <MoveDoneStep data={answer} locale={locale} />;
  } else {
    // The form: fresh, or again with what was posted (an edit, a refused post, back from the summary).
    const lastAnswer = poster.data && poster.data.step !== 'DONE' ? poster.data : null;
    const values = lastAnswer?.values ?? initialMoveValues(page.source);
    const lastResult = answer?.step === 'FORM' ? answer.lastResult : null;
    body = (
      <MoveFormStep
        key={JSON.stringify(values)}
        source={page.source}
        values={values}
        lastResult={lastResult}
        locale={locale}
        Form={Form}
        action={page.paths.form}
        busy={busy}
      />
    );
  }

  const fundName = page?.source?.fund.name ?? '';
  return (
    <Dialog
      open
      onDismiss={onClose}
      className="md:w-[min(32rem,calc(100vw-2rem))]"
      data-testid="move-dialog"
      title={
        <span ref={headingRef} id={headingId} tabIndex={-1} className="block px-10 text-center outline-none" data-testid="move-dialog-heading">
          {step === 'CHOICE' ? t('move.choice.title', { name: fundName }) : t(`move.steps.${step}`)}
        </span>
      }
    >
      {canGoBack ? (
        <button type="button" onClick={back} className="absolute top-4 left-2 inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-line/60" aria-label={t('move.dialog.back')} data-testid="move-dialog-back">
          <ChevronLeftIcon size={22} />
        </button>
      ) : null}
      <button type="button" onClick={onClose} className="absolute top-4 right-2 inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-line/60" aria-label={t('move.dialog.close')} data-testid="move-dialog-close">
        <CloseIcon />
      </button>
      <div className="text-left">{body}</div>
    </Dialog>
  );
}

export default MoveDialog;
