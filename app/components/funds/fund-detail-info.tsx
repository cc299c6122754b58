// Info cards and the lower card of the fund detail page (spec funds §2.2), and the info-circle
// popups. A popup is an HTML popover opened by its button (popovertarget): it works without
// JavaScript, closes with Escape or a click outside, and the button tells assistive technology
// whether it is open.
import { type ReactNode } from 'react';
import { useT } from '~/lib/use-t';
import { InfoIcon } from '~/components/ui/fund-icons';
import type { Language } from '~/domain/enums';
import { formatBasisPoints, formatCompactMoney, formatMoney, formatPpmPercent } from '~/lib/format';
import type { FundPageData } from './fund-detail-types';

export type ExplanationTopic =
  | 'cagr'
  | 'drawdown'
  | 'totalManagedFunds'
  | 'expenseRatio'
  | 'productType'
  | 'riskLevel'
  | 'custodianBank'
  | 'hostBank'
  | 'transactionFee'
  | 'investmentPolicy'
  | 'investmentSimulation'
  | 'switchingList'
  | 'topHoldings';

export function InfoPopup({ topic }: { topic: ExplanationTopic }) {
  const { t } = useT('fundDetail');
  // One popup per topic on a page (the fund page shows each explanation once), so the topic names it.
  // Short ids and the component classes of app.css keep the thirteen popups of a fund page small.
  const id = `info-${topic}`;
  const title = t(`explanations.${topic}.title`);
  return (
    <>
      <button type="button" popoverTarget={id} className="info-trigger" aria-label={t('info.moreInfo', { topic: title })} data-testid={`info-${topic}`}>
        <InfoIcon size={18} />
      </button>
      <div id={id} popover="auto" role="dialog" aria-labelledby={`${id}-title`} className="info-popover" data-testid={`info-popup-${topic}`}>
        <h3 id={`${id}-title`}>{title}</h3>
        <p>{t(`explanations.${topic}.body`)}</p>
        <div>
          <button type="button" popoverTarget={id} popoverTargetAction="hide" className="btn-secondary">
            {t('info.close')}
          </button>
        </div>
      </div>
    </>
  );
}

function Figure({ label, topic, children, testId }: { label: string; topic?: ExplanationTopic; children: ReactNode; testId?: string }) {
  return (
    <div className="rounded-[var(--radius-control)] bg-canvas p-3" data-testid={testId}>
      <dt className="flex items-center justify-between gap-1 text-xs font-medium text-ink-muted">
        <span>{label}</span>
        {topic ? <InfoPopup topic={topic} /> : null}
      </dt>
      <dd className="tabular mt-1 text-base font-semibold text-ink">{children}</dd>
    </div>
  );
}

/** CAGR, max drawdown, AUM, expense ratio, product type, risk level. */
export function InfoCards({ fund, locale }: { fund: FundPageData; locale: Language }) {
  const { t } = useT('fundDetail');
  const { t: tc } = useT();
  // spec §2.2: the labels use 1Year when the all-period value is unavailable.
  const all = fund.statistics.allTime;
  const year = fund.statistics.oneYear;
  const cagrAll = all.cagrPpm !== null;
  const drawdownAll = all.maxDrawdownPpm !== null;
  return (
    <section className="card" aria-labelledby="info-cards-title">
      <h2 id="info-cards-title" className="text-base font-semibold text-ink">
        {t('info.title')}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-2 lg:grid-cols-3">
        <Figure label={t('info.cagr', { period: t(cagrAll ? 'info.periodAll' : 'info.period1Year') })} topic="cagr" testId="figure-cagr">
          {formatPpmPercent(cagrAll ? all.cagrPpm : year.cagrPpm, locale)}
        </Figure>
        <Figure label={t('info.drawdown', { period: t(drawdownAll ? 'info.periodAll' : 'info.period1Year') })} topic="drawdown" testId="figure-drawdown">
          {formatPpmPercent(drawdownAll ? all.maxDrawdownPpm : year.maxDrawdownPpm, locale)}
        </Figure>
        <Figure label={t('info.totalManagedFunds')} topic="totalManagedFunds" testId="figure-aum">
          {formatCompactMoney(fund.currentAum, fund.currency, locale)}
        </Figure>
        <Figure label={t('info.expenseRatio')} topic="expenseRatio" testId="figure-expense-ratio">
          {formatBasisPoints(fund.expenseRatioBp, locale)}
        </Figure>
        <Figure label={t('info.productType')} topic="productType" testId="figure-type">
          {tc(`fundTypes.${fund.type}`)}
        </Figure>
        <Figure label={t('info.riskLevel')} topic="riskLevel" testId="figure-risk">
          {t(`riskLevels.${fund.riskLevel}`)}
        </Figure>
      </dl>
    </section>
  );
}

function Row({ label, topic, children, testId }: { label: string; topic?: ExplanationTopic; children: ReactNode; testId?: string }) {
  return (
    <div className="flex items-center justify-between gap-4 border-b border-line py-3 last:border-b-0" data-testid={testId}>
      <dt className="flex items-center gap-1 text-sm text-ink-muted">
        <span>{label}</span>
        {topic ? <InfoPopup topic={topic} /> : null}
      </dt>
      <dd className="tabular text-right text-sm font-semibold text-ink">{children}</dd>
    </div>
  );
}

/** Manager, minimums, fee, custodian, host bank. */
export function LowerCard({ fund, locale }: { fund: FundPageData; locale: Language }) {
  const { t } = useT('fundDetail');
  const fee = (bp: number) => (bp === 0 ? t('info.free') : formatBasisPoints(bp, locale));
  return (
    <section className="card" aria-label={t('info.manager')}>
      <div className="flex items-center gap-3 border-b border-line pb-3">
        {fund.investmentManager.logoUrl ? (
          <img src={fund.investmentManager.logoUrl} alt="" width={40} height={40} className="size-10 rounded-full border border-line bg-white object-contain" />
        ) : null}
        <div>
          <p className="text-xs text-ink-muted">{t('info.manager')}</p>
          <p className="font-semibold text-ink" data-testid="manager-name">
            {fund.investmentManager.name}
          </p>
        </div>
      </div>
      <dl>
        {fund.minimumInitialSubscriptionAmount !== fund.minimumSubscriptionAmount ? (
          <Row label={t('info.minimumInitialPurchase')} testId="row-minimum-initial">
            {formatMoney(fund.minimumInitialSubscriptionAmount, fund.currency, locale)}
          </Row>
        ) : null}
        <Row label={t('info.minimumPurchase')} testId="row-minimum">
          {formatMoney(fund.minimumSubscriptionAmount, fund.currency, locale)}
        </Row>
        <Row label={t('info.minimumRedemption')} testId="row-minimum-redemption">
          {fund.minimumRedemptionAmount === null ? '-' : formatMoney(fund.minimumRedemptionAmount, fund.currency, locale)}
        </Row>
        <Row label={t('info.transactionFee')} topic="transactionFee" testId="row-fee">
          {t('info.transactionFeeValue', { buy: fee(fund.subscriptionFeeBp), sell: fee(fund.redemptionFeeBp) })}
        </Row>
        <Row label={t('info.custodianBank')} topic="custodianBank" testId="row-custodian">
          {fund.custodianBank.name}
        </Row>
        {fund.containerAccountRedeem ? (
          <Row label={t('info.hostBank')} topic="hostBank" testId="row-host-bank">
            {fund.containerAccountRedeem.bank?.name ?? '-'}
          </Row>
        ) : null}
      </dl>
    </section>
  );
}
