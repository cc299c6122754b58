// A rule's status badge and its terms in words (issue 18 item 4; decision 087): light, so the portfolio pages'
// holding line can show them without the form's code (rule-parts.tsx).
import { cx } from '~/components/ui/cx';
import type { AutoRedemptionStatus } from '~/domain/service-enums';
import type { AutoRedemptionTerms } from '~/domain/policies/auto-redemption';
import { formatBasisPoints } from '~/lib/format';
import { useT } from '~/lib/use-t';

const STATUS_TONE: Record<AutoRedemptionStatus, string> = {
  ACTIVE: 'bg-brand-soft text-brand-strong',
  INACTIVE: 'border border-line text-ink-muted',
  PENDING_ACTIVATION_APPROVAL: 'bg-warning-soft text-ink',
  PENDING_EDIT_APPROVAL: 'bg-warning-soft text-ink',
  PENDING_CANCELLATION_APPROVAL: 'bg-warning-soft text-ink',
};

export function StatusBadge({ status }: { status: AutoRedemptionStatus }) {
  const { t } = useT('autoRedemption');
  return (
    <span className={cx('inline-flex rounded-full px-2 py-0.5 text-xs font-semibold', STATUS_TONE[status])} data-testid="auto-redemption-status" data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}

/** "Saat keuntungan mencapai 10%, jual keuntungannya saja". */
export function useTermsText() {
  const { t, locale } = useT('autoRedemption');
  return (terms: AutoRedemptionTerms) =>
    t('terms.sentence', {
      when:
        terms.triggerType === 'PERCENTAGE_PROFIT'
          ? t('terms.PERCENTAGE_PROFIT', { target: formatBasisPoints(terms.profitTargetBps, locale) })
          : t(`terms.PERIOD_${terms.periodMonths}`),
      what: t(`terms.scope.${terms.scope}`),
    });
}

