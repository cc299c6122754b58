// A holding's auto-redemption line on the portfolio pages (issue 18 item 4; decision 087): the live rule's status
// and terms leading to its page, or "Atur jual otomatis" leading to the new-rule form. Read from the
// `autoRedemption` namespace, which the pages showing holdings load.
import { AppLink } from '~/components/ui/app-link';
import type { HoldingRuleSummary } from '~/models/auto-redemptions.server';
import { useT } from '~/lib/use-t';
import { StatusBadge, useTermsText } from './rule-words';

export function HoldingAutoRedemption({ rule, fundName }: { rule: HoldingRuleSummary; fundName: string }) {
  const { t } = useT('autoRedemption');
  const termsText = useTermsText();
  if (rule.id === null || rule.status === null || rule.terms === null) {
    return (
      <p className="mt-3 text-sm">
        <AppLink to={rule.href} className="inline-flex min-h-11 items-center font-medium text-brand underline" data-testid="portfolio-holding-auto-redemption-new">
          {t('holdingLine.none')}
          {/* The fund names which holding (WCAG 2.5.3: the name starts with the visible words). */}
          <span className="sr-only"> {fundName}</span>
        </AppLink>
      </p>
    );
  }
  return (
    <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-ink" data-testid="portfolio-holding-auto-redemption" data-status={rule.status}>
      <span className="font-medium">{t('holdingLine.label')}:</span>
      <StatusBadge status={rule.status} />
      <AppLink to={rule.href} className="inline-flex min-h-11 items-center text-brand underline">
        {termsText(rule.terms)}
        <span className="sr-only"> · {fundName}</span>
      </AppLink>
    </p>
  );
}
