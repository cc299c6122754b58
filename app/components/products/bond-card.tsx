// One bond of the catalogue (issue 18 item 5; decision 089): its type, status and facts (coupon or sukuk return, how
// often it pays, what it pays a year per Rp 1.000.000 before and after the 10% final tax, maturity and time left, the
// offering period, minimum, rating or state guarantee, tradability, issuer) and an honest "coming soon" in place of a
// buy button: a disabled button described by a note, never a link that leads nowhere.
import { DescriptionRow } from '~/components/ui';
import { Badges } from '~/components/ui/badges';
import { ClockIcon } from '~/components/ui/icons';
import type { TimeToMaturity } from '~/domain/bonds';
import type { Language } from '~/domain/enums';
import { formatBasisPoints, formatDate, formatMoney } from '~/lib/format';
import { useT } from '~/lib/use-t';
import type { CatalogueBond } from '~/models/bonds.server';

type BondView = Omit<CatalogueBond, 'description' | 'descriptionEn'> & { description: string; descriptionEn: string };

export function useDuration() {
  const { t } = useT('products');
  return (duration: TimeToMaturity) => {
    const parts: string[] = [];
    if (duration.years > 0) parts.push(t('bond.years', { count: duration.years }));
    if (duration.months > 0) parts.push(t('bond.months', { count: duration.months }));
    if (parts.length === 0) parts.push(t('bond.days', { count: duration.days }));
    return parts.join(' ');
  };
}

export function BondCard({ bond, locale, headingLevel = 3 }: { bond: BondView; locale: Language; headingLevel?: 2 | 3 }) {
  const { t } = useT('products');
  const duration = useDuration();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const sukuk = bond.isSharia;
  const rate = formatBasisPoints(bond.couponRateBps, locale);
  const money = (minor: number) => formatMoney(minor, 'IDR', locale);
  const noteId = `${bond.slug}-buy-note`;
  const governmentGuaranteed = bond.type !== 'CORPORATE';
  return (
    <article id={bond.slug} aria-labelledby={`${bond.slug}-title`} className="card flex flex-col gap-3" data-testid="bond-card" data-type={bond.type} data-status={bond.status}>
      <header>
        <p className="text-sm font-semibold tracking-wide text-brand-strong">{bond.code}</p>
        <Heading id={`${bond.slug}-title`} className="mt-0.5 text-lg leading-snug font-semibold text-ink">
          {bond.name}
        </Heading>
        <Badges items={[t(`bondTypes.${bond.type}`), t(`bondStatuses.${bond.status}`), sukuk && t('bond.sharia')]} />
      </header>
      <p className="text-sm leading-relaxed text-ink-muted">{locale === 'en' ? bond.descriptionEn : bond.description}</p>
      <dl className="divide-y divide-line text-sm">
        <DescriptionRow
          label={t(sukuk ? 'bond.returnLabel' : 'bond.couponLabel')}
          strong
          testId="bond-coupon"
          value={
            <>
              {t('bond.rate', { rate })}
              <span className="block text-xs font-normal text-ink-muted">{bond.couponFloating ? t('bond.floating', { rate }) : t('bond.fixed')}</span>
            </>
          }
        />
        <DescriptionRow label={t('bond.frequencyLabel')} value={t(`bond.frequency.${bond.couponFrequencyMonths as 1 | 3 | 6 | 12}`)} />
        <DescriptionRow
          label={t('bond.perMillionLabel')}
          testId="bond-per-million"
          value={t('bond.perMillion', { gross: money(bond.coupon.yearlyGross.minor), net: money(bond.coupon.yearlyNet.minor) })}
        />
        {bond.offerStartDate && bond.offerEndDate && bond.status === 'OFFERING' ? (
          <DescriptionRow
            label={t('bond.offerLabel')}
            testId="bond-offer"
            value={
              <>
                {t('bond.offer', { start: formatDate(bond.offerStartDate, locale), end: formatDate(bond.offerEndDate, locale) })}
                {bond.offeringDaysLeft !== null ? (
                  <span className="mt-0.5 flex items-center justify-end gap-1 text-xs font-semibold text-warning">
                    <ClockIcon size={14} />
                    {bond.offeringDaysLeft === 0 ? t('bond.offerLastDay') : t('bond.offerDaysLeft', { count: bond.offeringDaysLeft })}
                  </span>
                ) : null}
              </>
            }
          />
        ) : null}
        <DescriptionRow label={t('bond.issueLabel')} value={formatDate(bond.issueDate, locale)} />
        <DescriptionRow
          label={t('bond.maturityLabel')}
          testId="bond-maturity"
          value={
            bond.timeToMaturity
              ? t('bond.maturity', { date: formatDate(bond.maturityDate, locale), remaining: t('bond.remaining', { duration: duration(bond.timeToMaturity) }) })
              : t('bond.matured', { date: formatDate(bond.maturityDate, locale) })
          }
        />
        <DescriptionRow label={t('bond.minimumLabel')} testId="bond-minimum" value={money(bond.minimumAmount)} />
        <DescriptionRow
          label={t('bond.ratingLabel')}
          value={bond.rating ? t('bond.rating', { rating: bond.rating }) : governmentGuaranteed ? t('bond.stateGuaranteed') : '–'}
        />
        <DescriptionRow label={t('bond.tradableLabel')} value={bond.tradable ? t('bond.yes') : t('bond.no')} />
        <DescriptionRow label={t('bond.issuerLabel')} value={bond.issuer} />
      </dl>
      {bond.status === 'MATURED' ? (
        <p className="rounded-[var(--radius-control)] bg-line/60 px-3 py-2 text-sm text-ink-muted">{t('bond.maturedNote')}</p>
      ) : (
        <div className="mt-auto grid gap-2">
          <button type="button" disabled aria-describedby={noteId} className="btn-secondary w-full cursor-not-allowed opacity-70" data-testid="bond-buy-soon">
            {t('bond.buy', { code: bond.code })} · {t('bond.buySoon')}
          </button>
          <p id={noteId} className="text-xs leading-relaxed text-ink-muted">
            {t('bond.buySoonNote')}
          </p>
        </div>
      )}
    </article>
  );
}
