// The lower sections of the fund detail page (spec funds §2.2): investment policy, top holdings,
// asset allocation, switching list, documents, the fund's description and the compare section.
import { ComparePicker } from './compare-picker';
import { useT } from '~/lib/use-t';
import { AppLink, ChevronRightIcon } from '~/components/ui';
import { DownloadIcon } from '~/components/ui/fund-icons';
import type { Language } from '~/domain/enums';
import { fundDetailPath } from '~/domain/fund-catalogue';
import { formatBasisPoints, formatDayMonthYear } from '~/lib/format';
import { bpToPercent } from '~/domain/money';
import { InfoPopup, type ExplanationTopic } from './fund-detail-info';
import type { FundPageData } from './fund-detail-types';

function SectionTitle({ id, title, topic, aside }: { id: string; title: string; topic?: ExplanationTopic; aside?: string }) {
  return (
    <div className="flex items-center justify-between gap-2">
      <h2 id={id} className="flex items-center gap-1 text-base font-semibold text-ink">
        {title}
        {topic ? <InfoPopup topic={topic} /> : null}
      </h2>
      {aside ? <span className="text-xs text-ink-muted">{aside}</span> : null}
    </div>
  );
}

export function InvestmentPolicy({ fund, locale }: { fund: FundPageData; locale: Language }) {
  const { t } = useT('fundDetail');
  if (fund.allocationPolicies.length === 0) return null;
  return (
    <section className="card" aria-labelledby="policy-title" data-testid="investment-policy">
      <SectionTitle id="policy-title" title={t('policy.title')} topic="investmentPolicy" />
      <dl className="mt-2">
        {fund.allocationPolicies.map((p) => (
          <div key={p.name} className="flex justify-between gap-4 border-b border-line py-2 text-sm last:border-b-0">
            <dt className="text-ink-muted">{p.name}</dt>
            <dd className="tabular font-semibold text-ink">
              {t('policy.range', { lower: formatBasisPoints(p.lowerBoundBp, locale), upper: formatBasisPoints(p.upperBoundBp, locale) })}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function TopHoldings({ fund, locale }: { fund: FundPageData; locale: Language }) {
  const { t } = useT('fundDetail');
  const holdings = fund.topHoldings;
  return (
    <section className="card" aria-labelledby="holdings-title" data-testid="top-holdings">
      <SectionTitle
        id="holdings-title"
        title={t('holdings.title')}
        topic="topHoldings"
        aside={holdings ? t('holdings.asOf', { date: formatDayMonthYear(holdings.asOf, locale) }) : undefined}
      />
      {holdings && holdings.items.length > 0 ? (
        <ol className="mt-2">
          {holdings.items.map((h) => (
            <li key={h.code} className="flex items-baseline gap-3 border-b border-line py-2 text-sm last:border-b-0">
              <span className="min-w-14 shrink-0 font-semibold text-ink">{h.code}</span>
              <span className="text-ink-muted">{h.name}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-sm text-ink-muted">{t('holdings.empty')}</p>
      )}
    </section>
  );
}

export function AssetAllocation({ fund, locale }: { fund: FundPageData; locale: Language }) {
  const { t } = useT('fundDetail');
  const { items, asOf } = fund.assetAllocations;
  return (
    <section className="card" aria-labelledby="allocation-title" data-testid="asset-allocation">
      <SectionTitle id="allocation-title" title={t('allocation.title')} aside={asOf ? t('allocation.asOf', { date: formatDayMonthYear(asOf, locale) }) : undefined} />
      {items.length > 0 ? (
        <ul className="mt-3 space-y-3">
          {items.map((a) => (
            <li key={a.name} className="text-sm">
              <div className="flex justify-between gap-2">
                <span className="text-ink-muted">{a.name}</span>
                <span className="tabular font-semibold text-ink">{formatBasisPoints(a.percentBp, locale)}</span>
              </div>
              <div className="mt-1 h-2 overflow-hidden rounded-full bg-canvas" aria-hidden="true">
                <div className="h-full rounded-full bg-brand" style={{ width: `${Math.min(100, bpToPercent(a.percentBp))}%` }} />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-ink-muted">{t('allocation.empty')}</p>
      )}
    </section>
  );
}

export function SwitchingList({ fund }: { fund: FundPageData }) {
  const { t } = useT('fundDetail');
  const { t: tc } = useT();
  return (
    <section className="card" aria-labelledby="switching-title" data-testid="switching-list">
      <SectionTitle id="switching-title" title={t('switching.title')} topic="switchingList" />
      {fund.switchingList.length > 0 ? (
        <ul className="mt-2">
          {fund.switchingList.map((s) => (
            <li key={s.id} className="border-b border-line last:border-b-0">
              <AppLink to={fundDetailPath(s)} className="flex min-h-11 items-center justify-between gap-2 py-2 text-sm hover:text-brand">
                <span>
                  <span className="font-semibold text-ink">{s.name}</span>
                  <span className="block text-xs text-ink-muted">{tc(`fundTypes.${s.type}`)}</span>
                </span>
                <ChevronRightIcon size={18} />
              </AppLink>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-ink-muted">{t('switching.empty')}</p>
      )}
    </section>
  );
}

/** Download links of the prospectus and the fund fact sheet (real PDF files, see fund-document.ts). */
export function Documents({ fund, basePath }: { fund: FundPageData; basePath: string }) {
  const { t } = useT('fundDetail');
  const docs = [
    { kind: 'PROSPECTUS' as const, path: 'prospektus', label: t('documents.prospectus') },
    { kind: 'FUND_FACT_SHEET' as const, path: 'fund-fact-sheet', label: t('documents.factSheet') },
  ];
  return (
    <section className="card" aria-labelledby="documents-title" data-testid="documents">
      <SectionTitle id="documents-title" title={t('documents.title')} />
      {fund.documents.PROSPECTUS ? null : <p className="mt-2 text-sm text-ink-muted">{t('documents.noProspectus')}</p>}
      <ul className="mt-2 flex flex-col gap-2 sm:flex-row">
        {docs
          .filter((d) => fund.documents[d.kind])
          .map((d) => (
            <li key={d.kind} className="flex-1">
              <a
                href={`${basePath}/dokumen/${d.path}`}
                download={fund.documents[d.kind]!.fileName}
                className="btn-secondary w-full gap-2"
                data-testid={`download-${d.path}`}
                aria-label={t('documents.download', { name: d.label })}
              >
                <DownloadIcon size={18} />
                {d.label}
              </a>
            </li>
          ))}
      </ul>
    </section>
  );
}

export function AboutFund({ fund }: { fund: FundPageData }) {
  const { t } = useT('fundDetail');
  const [lead, ...rest] = fund.description.split(/(?<=\.)\s+/);
  return (
    <section className="card" aria-labelledby="about-title">
      <SectionTitle id="about-title" title={t('about.title')} />
      <p className="mt-2 text-sm leading-relaxed text-ink-muted">{lead}</p>
      {rest.length > 0 ? (
        <details className="group mt-1">
          <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-brand">
            <span className="group-open:hidden">{t('about.showMore')}</span>
            <span className="hidden group-open:inline">{t('about.showLess')}</span>
          </summary>
          <p className="text-sm leading-relaxed text-ink-muted">{rest.join(' ')}</p>
        </details>
      ) : null}
    </section>
  );
}

/**
 * spec funds §2.2 "Compare or choose section with a product search popup": the comparison picker
 * with this fund ticked; its list loads when it is opened. The page leaves it out for a visitor who
 * came from the compare page (the loader reads FROM_COMPARE_QUERY).
 */
export function CompareSection({ fund }: { fund: FundPageData }) {
  const { t } = useT('fundDetail');
  return (
    <section aria-labelledby="compare-title" className="flex flex-col gap-3" data-testid="compare-section">
      <div className="px-1">
        <SectionTitle id="compare-title" title={t('compare.title')} />
        <p className="mt-1 text-sm text-ink-muted">{t('compare.body')}</p>
      </div>
      <ComparePicker
        chosen={[{ slug: fund.slug, name: fund.name, type: fund.type, managerName: fund.investmentManager.name }]}
        results={[]}
        total={0}
        hasMore={false}
        filters={{ jenis: '', q: '' }}
        open={false}
        lazy
        summary={t('compare.action')}
      />
    </section>
  );
}
