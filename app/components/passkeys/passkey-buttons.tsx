// The passkey buttons (issue 18 item 6; decisions 094, 095): each works only with JavaScript and a browser that has
// WebAuthn, so each renders after hydration (the server's markup is the page without them: the password form, the
// PIN field, the list of passkeys with its remove links). The ceremonies are passkey-client.ts.
import { useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { Button } from '~/components/ui';
import { useHydrated } from '~/components/ui/use-hydrated';
import { useT } from '~/lib/use-t';
import { addPasskey, confirmWithPasskey, passkeysSupported, signInWithPasskey, type PasskeyFailure } from './passkey-client';

type Status = { kind: 'idle' } | { kind: 'working' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

function Message({ status, testId }: { status: Status; testId: string }) {
  // One live region, present from the start, so a screen reader hears the outcome.
  const text = status.kind === 'done' || status.kind === 'failed' ? status.message : '';
  const tone = status.kind === 'failed' ? 'bg-danger-soft text-danger' : 'bg-brand-soft text-brand-strong';
  return (
    <p role="status" data-testid={testId} className={text ? `rounded-[var(--radius-control)] px-4 py-3 text-sm font-medium ${tone}` : 'sr-only'}>
      {text}
    </p>
  );
}

/** /me's "add a passkey": with JavaScript and WebAuthn the button; otherwise an honest sentence. */
export function AddPasskeyButton() {
  const { t } = useT('passkeys');
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  if (!hydrated) {
    return (
      <p className="text-sm text-ink-muted" data-testid="passkey-add-needs-js">
        {t('account.needsJavaScript')}
      </p>
    );
  }
  if (!passkeysSupported()) {
    return (
      <p className="text-sm text-ink-muted" data-testid="passkey-add-unsupported">
        {t('account.unsupported')}
      </p>
    );
  }
  const add = async () => {
    setStatus({ kind: 'working' });
    const outcome = await addPasskey();
    if (outcome.ok) {
      setStatus({ kind: 'done', message: t('account.addedNotice') });
      await revalidator.revalidate();
      return;
    }
    // The spec's failed-create-biometrics popup (landing §8) as a message beside the button.
    const message: Record<PasskeyFailure, string> = {
      CANCELLED: t('account.cancelled'),
      UNSUPPORTED: t('account.unsupported'),
      TOO_MANY_PASSKEYS: t('account.tooMany'),
      ALREADY_REGISTERED: t('api.alreadyRegistered'),
      UNKNOWN_PASSKEY: t('account.failedCreate'),
      FAILED: t('account.failedCreate'),
    };
    setStatus({ kind: 'failed', message: message[outcome.failure] });
  };
  return (
    <div className="space-y-3">
      <Button type="button" variant="secondary" className="w-full md:w-auto" disabled={status.kind === 'working'} onClick={add} data-testid="passkey-add">
        {status.kind === 'working' ? t('account.adding') : t('account.add')}
      </Button>
      <Message status={status} testId="passkey-add-status" />
    </div>
  );
}

/** /signin's "sign in with a passkey", under the password form; a full page load afterwards (the language cookie). */
export function PasskeySignInButton({ target }: { target: string }) {
  const { t } = useT('passkeys');
  const hydrated = useHydrated();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  if (!hydrated || !passkeysSupported()) return null;
  const signIn = async () => {
    setStatus({ kind: 'working' });
    const outcome = await signInWithPasskey(target);
    if (outcome.ok) {
      window.location.assign(outcome.data.redirectUrl);
      return;
    }
    const message = outcome.failure === 'CANCELLED' ? t('signIn.cancelled') : outcome.failure === 'UNKNOWN_PASSKEY' ? t('signIn.changed') : t('signIn.failed');
    setStatus({ kind: 'failed', message });
  };
  return (
    <div className="mt-5 space-y-3" data-testid="passkey-sign-in">
      <p className="flex items-center gap-3 text-sm text-ink-muted before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
        {t('signIn.or')}
      </p>
      <Button type="button" variant="secondary" size="lg" block disabled={status.kind === 'working'} onClick={signIn} data-testid="passkey-sign-in-button">
        {status.kind === 'working' ? t('signIn.working') : t('signIn.button')}
      </Button>
      <Message status={status} testId="passkey-sign-in-status" />
    </div>
  );
}

/**
 * "Confirm with a passkey" beside a PIN field: `confirm` runs the ceremony (a PIN request's, or the cart's own), and
 * `onConfirmed` goes on as after a right PIN.
 */
export function PasskeyConfirmButton({
  confirm,
  onConfirmed,
}: {
  confirm: () => ReturnType<typeof confirmWithPasskey>;
  onConfirmed: (redirection: { redirectUrl: string; useSpaRedirection: boolean }) => void;
}) {
  const { t } = useT('passkeys');
  const hydrated = useHydrated();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  if (!hydrated || !passkeysSupported()) return null;
  const run = async () => {
    setStatus({ kind: 'working' });
    const outcome = await confirm();
    if (outcome.ok) {
      setStatus({ kind: 'idle' });
      onConfirmed(outcome.data);
      return;
    }
    setStatus({ kind: 'failed', message: outcome.failure === 'CANCELLED' ? t('confirm.cancelled') : t('confirm.failed') });
  };
  return (
    <div className="space-y-3" data-testid="passkey-confirm">
      <p className="flex items-center gap-3 text-sm text-ink-muted before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
        {t('confirm.or')}
      </p>
      <Button type="button" variant="secondary" size="lg" block disabled={status.kind === 'working'} onClick={run} data-testid="passkey-confirm-button">
        {status.kind === 'working' ? t('confirm.working') : t('confirm.button')}
      </Button>
      <Message status={status} testId="passkey-confirm-status" />
    </div>
  );
}

/** The PIN request page's passkey button: the request confirmed, then on to its target. */
export function PinRequestPasskeyButton({ requestPinId }: { requestPinId: string }) {
  const navigate = useNavigate();
  return (
    <PasskeyConfirmButton
      confirm={() => confirmWithPasskey(requestPinId)}
      onConfirmed={({ redirectUrl, useSpaRedirection }) => (useSpaRedirection ? void navigate(redirectUrl) : window.location.assign(redirectUrl))}
    />
  );
}
