// The buy summary's facts (spec funds §3 "Buy summary"): each fund's share of the payment, what is
// invested and the fee, the totals, the promo's and the referral's cashback and the NAV date. One
// rendering for the cart page (routes/reksadana/buy.tsx) and the cart dialog (cart-steps.tsx).
import type { IsoDate } from '~/domain/dates';
import type { Currency, Language } from '~/domain/enums';
import { REFERRAL_HOLDING_PERIOD_DAYS } from '~/domain/policies/referral-reward';
import { formatDate, formatMoney, formatPercent } from '~/lib/format';
import { useT } from '~/lib/use-t';
import { DescriptionRow } from '~/components/ui/description-row';

export interface SummaryComposition {
  mutualFundId: number;
  mutualFundName: string;
  amount: number;
  fee: number;
  /** Percent (100 bp → 1). */
  feePercentage: number;
  totalAmount: number;
}

export function SummaryCompositions({
  compositions,
  currency,
  locale,
  rowTestId,
}: {
  compositions: readonly SummaryComposition[];
  currency: Currency;
  locale: Language;
  rowTestId: string;
}) {
  const { t } = useT('buy');
  const money = (minor: number) => formatMoney(minor, currency, locale);
  return (
    <table className="mt-2 w-full text-sm">
      <caption className="sr-only">{t('cart.funds')}</caption>
      <thead>
        <tr className="text-left text-ink-muted">
          <th scope="col" className="py-1 font-normal">
            {t('cart.summary.fund')}
          </th>
          <th scope="col" className="py-1 text-right font-normal">
            {t('cart.summary.subtotal')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {compositions.map((c) => (
          <tr key={c.mutualFundId} data-testid={rowTestId}>
            <th scope="row" className="py-2 pr-2 text-left font-medium text-ink">
              {c.mutualFundName}
              <span className="block text-xs font-normal text-ink-muted">
                {t('cart.summary.invested')} {money(c.amount)} · {t('cart.summary.fee', { percent: formatPercent(c.feePercentage / 100, locale) })} {money(c.fee)}
              </span>
            </th>
            <td className="tabular py-2 text-right align-top text-ink">{money(c.totalAmount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface SummaryFactsProps {
  compositions: readonly SummaryComposition[];
  currency: Currency;
  /** What is invested, fees included. */
  amount: number;
  cashbackUsed: number;
  paymentAmount: number;
  coupon: { code: string; cashbackValue: number } | null;
  referralCashbackAmount: number;
  navDate: IsoDate | null;
  locale: Language;
  /** `cart` on the page, `cart-dialog` in the dialog: the test ids' prefix. */
  testIds: 'cart' | 'cart-dialog';
}

export function SummaryFacts(props: SummaryFactsProps) {
  const { t } = useT('buy');
  const { locale, testIds } = props;
  const money = (minor: number) => formatMoney(minor, props.currency, locale);
  return (
    <>
      <SummaryCompositions compositions={props.compositions} currency={props.currency} locale={locale} rowTestId={`${testIds}-composition`} />
      <dl className="mt-2 divide-y divide-line border-t border-line text-sm">
        <DescriptionRow label={t('cart.summary.total')} value={money(props.amount)} testId={`${testIds}-total`} />
        {props.cashbackUsed > 0 ? <DescriptionRow label={t('cart.summary.cashbackUsed')} value={`−${money(props.cashbackUsed)}`} /> : null}
        <DescriptionRow label={t('cart.summary.pay')} value={money(props.paymentAmount)} strong testId={`${testIds}-pay-amount`} />
      </dl>
      {props.coupon ? (
        <p className="mt-2 rounded-[var(--radius-control)] bg-brand-soft px-3 py-2 text-sm text-ink" data-testid={`${testIds}-coupon-line`}>
          {t('cart.summary.coupon', { code: props.coupon.code, amount: money(props.coupon.cashbackValue) })}
        </p>
      ) : null}
      {/* spec funds §5 the referral cashback line; paid after the holding period (decision 025). */}
      {props.referralCashbackAmount > 0 ? (
        <p className="mt-2 text-sm text-ink" data-testid={`${testIds}-referral-line`}>
          {t('cart.summary.referral', { amount: formatMoney(props.referralCashbackAmount, 'IDR', locale), days: REFERRAL_HOLDING_PERIOD_DAYS })}
        </p>
      ) : null}
      {props.navDate ? (
        <p className="mt-2 rounded-[var(--radius-control)] bg-info-soft p-3 text-sm text-ink" data-testid={`${testIds}-nav-date`}>
          {t('cart.summary.navDate', { navDate: formatDate(props.navDate, locale) })}
        </p>
      ) : null}
    </>
  );
}
