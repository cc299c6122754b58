// The cart dialog's PIN steps (issue 14 item 5; decision 051): what subscribe's PIN answers become. PIN: the
// 6 digits, then the order goes again with them; a wrong PIN shows the server's message (the tries left).
// PIN_BLOCKED: the server's message (until when) and the blocked page. PIN_NOT_SET: the page that creates a
// PIN, returning to this purchase's cart page. Plain components, driven by cart-dialog.tsx.
import { lazy, Suspense, useId, type FormEvent } from 'react';
import { PinField } from '~/components/pin/pin-field';
import { AppLink, Button, buttonClass } from '~/components/ui';
import { PIN_BLOCKED_PATH, PIN_FORGOT_PATH, pinCreatePath } from '~/domain/pin-paths';
import { PIN_LENGTH } from '~/domain/policies/pin-rules';
import { useT } from '~/lib/use-t';

/** A passkey instead of the PIN (issue 18 item 6, decision 095): its own chunk, loaded when this step shows. */
const CartPasskeyConfirm = lazy(() => import('~/components/passkeys/passkey-cart'));

/** Digits only, at most 6: what the PIN field keeps of what is typed or pasted. */
export const pinDigits = (text: string) => text.replace(/\D/g, '').slice(0, PIN_LENGTH);

export function PinStep({
  pin,
  onPin,
  error,
  busy,
  onSubmit,
  onPasskeyConfirmed,
}: {
  pin: string;
  onPin: (pin: string) => void;
  error: string | null;
  busy: boolean;
  onSubmit: () => void;
  /** The session's PIN was confirmed by a passkey: the order goes again, without a PIN. */
  onPasskeyConfirmed?: () => void;
}) {
  const { t } = useT('pin');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pin.length === PIN_LENGTH && !busy) onSubmit();
  };
  return (
    <form className="mt-4 space-y-4" onSubmit={submit} data-testid="cart-dialog-pin">
      <PinField
        id={`${id}-pin`}
        name="pin"
        label={t('field.pin')}
        hint={t('cart.body')}
        value={pin}
        onChange={(event) => onPin(pinDigits(event.currentTarget.value))}
        errors={error}
        required
        data-testid="cart-dialog-pin-input"
      />
      <Button type="submit" block size="lg" disabled={busy || pin.length !== PIN_LENGTH} data-testid="cart-dialog-pin-submit">
        {busy ? t('cart.submitting') : t('cart.submit')}
      </Button>
      {onPasskeyConfirmed ? (
        <Suspense fallback={null}>
          <CartPasskeyConfirm onConfirmed={onPasskeyConfirmed} />
        </Suspense>
      ) : null}
      <p className="text-center text-sm">
        <AppLink to={PIN_FORGOT_PATH} className="inline-flex min-h-11 items-center font-medium text-brand underline underline-offset-4">
          {t('forgot')}
        </AppLink>
      </p>
    </form>
  );
}

export function PinBlockedStep({ message }: { message: string }) {
  const { t } = useT('pin');
  return (
    <div className="mt-4" data-testid="cart-dialog-pin-blocked">
      <p className="rounded-[var(--radius-control)] bg-danger-soft p-3 text-sm text-danger">{message}</p>
      <AppLink to={PIN_BLOCKED_PATH} className={buttonClass({ block: true, className: 'mt-4' })}>
        {t('cart.blockedDetails')}
      </AppLink>
    </div>
  );
}

/** `returnTo`: the purchase's cart page, where creating the PIN leads back to. */
export function PinNotSetStep({ returnTo }: { returnTo: string }) {
  const { t } = useT('pin');
  return (
    <div className="mt-4" data-testid="cart-dialog-pin-not-set">
      <p className="text-sm text-ink">{t('cart.notSetBody')}</p>
      <AppLink to={pinCreatePath(returnTo) as `/${string}`} className={buttonClass({ block: true, className: 'mt-4' })} data-testid="cart-dialog-pin-create">
        {t('cart.create')}
      </AppLink>
    </div>
  );
}
