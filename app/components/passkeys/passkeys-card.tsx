// /me's "Passkey" section (issue 18 item 6; decision 094): the investor's passkeys (name, when added, when last
// used), each with a link to rename or remove it (/me/passkey/{id}, plain pages and forms), and, with JavaScript and
// WebAuthn, the button that adds one.
import { AppLink, Card } from '~/components/ui';
import { formatDate } from '~/lib/format';
import { useT } from '~/lib/use-t';
import type { PasskeyView } from '~/models/passkeys.server';
import { AddPasskeyButton } from './passkey-buttons';

export type PasskeysCardView = {
  enabled: boolean;
  items: PasskeyView[];
  /** After a rename or a removal (`?passkey=diubah|dihapus`). */
  notice: 'renamed' | 'removed' | null;
};

export const passkeyManagePath = (id: number) => `/me/passkey/${id}` as const;

export function PasskeysCard({ view }: { view: PasskeysCardView }) {
  const { t, locale } = useT('passkeys');
  if (!view.enabled && view.items.length === 0) return null;
  const notice = view.notice === 'removed' ? t('account.removedNotice') : view.notice === 'renamed' ? t('account.renamedNotice') : '';
  return (
    <Card as="section" id="passkey" aria-labelledby="account-passkeys" className="scroll-mt-24 space-y-3" data-testid="account-passkeys">
      <div>
        <h2 id="account-passkeys" className="text-lg font-semibold text-ink">
          {t('account.title')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{view.enabled ? t('account.description') : t('account.disabled')}</p>
      </div>
      <p role="status" className={notice ? 'rounded-[var(--radius-control)] bg-brand-soft px-4 py-3 text-sm font-medium text-brand-strong' : 'sr-only'}>
        {notice}
      </p>
      {view.items.length === 0 ? (
        <p className="text-sm text-ink" data-testid="passkey-empty">
          {t('account.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-line" data-testid="passkey-list">
          {view.items.map((passkey) => (
            <li key={passkey.id} className="flex items-center justify-between gap-3 py-3" data-testid="passkey-item">
              <div className="min-w-0">
                <p className="font-medium break-words text-ink" data-testid="passkey-name">
                  {passkey.name}
                  {passkey.synced ? <span className="ml-2 rounded-full bg-canvas px-2 py-0.5 text-xs font-medium text-ink-muted">{t('account.synced')}</span> : null}
                </p>
                <p className="mt-0.5 text-sm text-ink-muted">
                  {t('account.added', { date: formatDate(passkey.createdAt, locale) })}
                  {' · '}
                  {passkey.lastUsedAt ? t('account.lastUsed', { date: formatDate(passkey.lastUsedAt, locale) }) : t('account.neverUsed')}
                </p>
              </div>
              <AppLink
                to={passkeyManagePath(passkey.id)}
                className="inline-flex min-h-11 shrink-0 items-center font-semibold text-brand underline-offset-4 hover:underline"
                data-testid="passkey-manage"
              >
                {t('account.manageShort')}
                <span className="sr-only"> {passkey.name}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
      {view.enabled ? <AddPasskeyButton /> : null}
    </Card>
  );
}
