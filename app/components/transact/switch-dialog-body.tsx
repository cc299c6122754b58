// The switch flow in a dialog (issue 15 item 5): what a click on SwitchDialogLink opens when JavaScript runs (without
// it the link leads to the switch page, routes/reksadana/switch.tsx). The holding and switching list are the page's
// loader's and every step the page's action's, through fetchers (the posts say `dialog=1`, so the order placed is
// answered with the done step instead of a redirect); the PIN is the cart's PIN step (cart-pin-steps.tsx).
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { PinBlockedStep, PinNotSetStep, PinStep } from '~/components/cart/cart-pin-steps';
import { Button } from '~/components/ui';
import { Skeleton } from '~/components/ui/skeleton';
import { Dialog } from '~/components/ui/dialog';
import { translateMessage } from '~/forms/messages';
import { useT } from '~/lib/use-t';
import { HoldingFacts, SwitchDoneStep, SwitchErrorStep, SwitchFormStep, SwitchSummaryFacts, type FormComponent, type SwitchPageData, type SwitchStep } from './switch-steps';

export interface SwitchDialogProps {
  /** The switch page (transact-paths.ts switchPath). */
  to: string;
  open: boolean;
  onClose: () => void;
}

export function SwitchDialog({ to, open, onClose }: SwitchDialogProps) {
  const { t } = useT(['transact', 'pin']);
  // A new flow (after an error's "change", or when opened again) is a new fetcher.
  const [flow, setFlow] = useState(0);
  const page = useFetcher<SwitchPageData>({ key: `switch-page-${to}` });
  const action = useFetcher<SwitchStep>({ key: `switch-action-${to}-${flow}` });
  const [pin, setPin] = useState('');
  const [askPin, setAskPin] = useState(false);
  const busy = action.state !== 'idle';

  useEffect(() => {
    if (open && page.state === 'idle' && !page.data) void page.load(to);
  }, [open, page, to]);

  const restart = () => {
    setFlow((n) => n + 1);
    setPin('');
    setAskPin(false);
  };
  const close = () => {
    onClose();
    restart();
  };
  const step = action.data;
  const confirm = (withPin: string | null) => {
    if (step?.step !== 'SUMMARY') return;
    const form = new FormData();
    form.set('intent', 'switch');
    form.set('dialog', '1');
    form.set('targetMutualFundId', String(step.form.targetMutualFundId));
    form.set('mode', step.form.mode);
    form.set('amount', step.form.amount ?? '');
    form.set('idempotencyKey', step.idempotencyKey);
    if (withPin) form.set('pin', withPin);
    void action.submit(form, { method: 'post', action: to });
  };

  let view: string;
  let body: React.ReactNode;
  const d = page.data;
  if (!d) {
    view = 'LOADING';
    // The loading state as the move dialog's: one block (SkeletonText would grow the landing's shared chunk).
    body = <Skeleton className="mt-4 h-40 w-full" />;
  } else if (!step) {
    view = 'FORM';
    const DialogForm = action.Form as FormComponent;
    body = (
      <>
        <HoldingFacts holding={d.holding} locale={d.locale} />
        <SwitchFormStep data={d} Form={DialogForm} action={to} busy={busy} hidden={<input type="hidden" name="dialog" value="1" />} />
      </>
    );
  } else if (step.step === 'SUMMARY' && step.pin.state === 'NOT_SET') {
    view = 'PIN_NOT_SET';
    body = <PinNotSetStep returnTo={to} />;
  } else if (step.step === 'SUMMARY' && step.pin.state === 'BLOCKED') {
    view = 'PIN_BLOCKED';
    body = <PinBlockedStep message={t('pin:blocked.title')} />;
  } else if (step.step === 'SUMMARY' && step.pin.state === 'ASK' && (askPin || step.pin.error)) {
    view = 'PIN';
    body = <PinStep pin={pin} onPin={setPin} error={step.pin.error ? translateMessage(t, step.pin.error) : null} busy={busy} onSubmit={() => confirm(pin)} />;
  } else if (step.step === 'SUMMARY') {
    view = 'SUMMARY';
    body = (
      <>
        <SwitchSummaryFacts summary={step.summary} locale={d.locale} />
        <p className="mt-2 text-xs text-ink-muted">{t('switching.summary.estimateNote')}</p>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button type="button" disabled={busy} onClick={() => (step.pin.state === 'ASK' ? setAskPin(true) : confirm(null))} data-testid="switch-dialog-confirm">
            {t('switching.summary.confirm')}
          </Button>
          <Button type="button" variant="secondary" onClick={restart}>
            {t('switching.summary.back')}
          </Button>
        </div>
      </>
    );
  } else if (step.step === 'ERROR') {
    view = 'ERROR';
    body = (
      <SwitchErrorStep
        step={step}
        back={
          <Button type="button" variant="secondary" onClick={restart}>
            {t('switching.summary.back')}
          </Button>
        }
      />
    );
  } else {
    view = 'DONE';
    body = <SwitchDoneStep done={step.done} locale={d.locale} />;
  }

  return (
    <Dialog open={open} title={t('switching.title')} onDismiss={close} data-testid="switch-dialog">
      <div data-step={view} data-testid="switch-dialog-step">
        {body}
      </div>
      <Button type="button" variant="secondary" block className="mt-4" onClick={close} data-testid="switch-dialog-close">
        {t('switching.close')}
      </Button>
    </Dialog>
  );
}
