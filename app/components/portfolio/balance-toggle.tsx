// The hide/show balance toggle (spec landing §1 "hide/show balance toggle", funds §2.5 "value (with a hide or show
// toggle)"): one setting on the profile (enableMutualFundBalanceMasking), so the landing summary and the portfolio
// pages hide or show the same amounts. It posts to its page's action (ActionForm: a plain form that redirects back
// without JavaScript, a fetcher with it; lib/settings-action.server.ts saves it), and while the post is on its way
// the page already shows what it will be.
import { useFetcher } from 'react-router';
import { ActionForm } from '~/components/ui/action-form';
import { EyeIcon } from '~/components/ui/fund-icons';
import { useT } from '~/lib/use-t';

const FIELD = 'enableMutualFundBalanceMasking';

/** The toggle's fetcher, and whether amounts are hidden: the saved setting, or the one being saved. */
export function useBalanceMask(saved: boolean) {
  const fetcher = useFetcher();
  const pending = fetcher.formData?.get(FIELD);
  const masked = pending === null || pending === undefined ? saved : pending === 'true';
  return { fetcher, masked };
}

export function BalanceToggle({ fetcher, masked, returnTo }: { fetcher: ReturnType<typeof useFetcher>; masked: boolean; returnTo: string }) {
  const { t } = useT('dashboard');
  return (
    <ActionForm fetcher={fetcher} returnTo={returnTo} fields={{ intent: 'settings', [FIELD]: masked ? 'false' : 'true' }}>
      <button
        type="submit"
        className="inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-brand-soft hover:text-brand"
        aria-pressed={masked}
        aria-label={masked ? t('summary.showBalance') : t('summary.hideBalance')}
        data-testid="balance-toggle"
      >
        <EyeIcon closed={masked} size={22} />
      </button>
    </ActionForm>
  );
}
