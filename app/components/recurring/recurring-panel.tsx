// The portfolio dashboard's Nabung Rutin panel (issue 17 item 2; spec funds §2.5 "a recurring-investment panel",
// §4.4 "Recurring panel click"; decision 074): one link whose target the policy chose (policies/recurring-panel.ts)
// and a line saying what is behind it: the in-process notice, the limit, the count, or the invitation to create.
import { AppLink, ChevronRightIcon, RefreshIcon } from '~/components/ui';
import type { RecurringPanelKind } from '~/domain/policies/recurring-panel';
import { useT } from '~/lib/use-t';

export interface RecurringPanelData {
  kind: RecurringPanelKind;
  href: `/${string}`;
  count: number;
}

export function RecurringPanel({ panel }: { panel: RecurringPanelData }) {
  const { t } = useT('recurring');
  const line =
    panel.kind === 'IN_PROCESS'
      ? t('pages.inProcess.title')
      : panel.kind === 'LIMIT'
        ? t('pages.panel.full', { count: panel.count })
        : panel.kind === 'SCHEDULES'
          ? t('pages.panel.some', { count: panel.count })
          : t('pages.panel.none');
  return (
    <AppLink
      to={panel.href}
      className="card flex min-h-16 items-center gap-3 p-4 hover:border-brand"
      aria-label={`${t('pages.panel.action')}: ${line}`}
      data-testid="portfolio-recurring"
      data-kind={panel.kind}
    >
      <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-strong">
        <RefreshIcon size={20} />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-ink">{t('pages.panel.title')}</span>
        <span className="block text-sm text-ink-muted">{line}</span>
      </span>
      <ChevronRightIcon size={18} aria-hidden="true" className="shrink-0 text-ink-muted" />
    </AppLink>
  );
}
