// The cart dialog's PIN step offers a passkey when the investor has one (issue 18 item 6; decision 095). Loaded by
// React.lazy from cart-pin-steps.tsx, so the dialog's own code grows by an import() only. It asks the API whether a
// passkey is there, then confirms a PIN request of its own (returning to this page); afterwards the session's order
// needs no PIN (as after a right PIN) and `onConfirmed` places it.
import i18next from 'i18next';
import { useEffect, useState } from 'react';
import { PasskeyConfirmButton } from './passkey-buttons';
import { confirmHereWithPasskey, hasUsablePasskey } from './passkey-client';

export default function CartPasskeyConfirm({ onConfirmed }: { onConfirmed: () => void }) {
  const [usable, setUsable] = useState(false);
  useEffect(() => {
    let current = true;
    // The dialog's route does not declare the `passkeys` namespace (it opens on the landing too): loaded here, on need.
    void Promise.all([hasUsablePasskey(), i18next.loadNamespaces('passkeys')]).then(
      ([answer]) => current && setUsable(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  if (!usable) return null;
  return <PasskeyConfirmButton confirm={() => confirmHereWithPasskey(window.location.pathname + window.location.search)} onConfirmed={onConfirmed} />;
}
