// The buy summary's compositions (spec funds §3 "Buy summary"): each fund's share of the payment, what is
// invested and the fee. One table for the cart page (routes/reksadana/buy.tsx) and the cart dialog.
import type { Currency, Language } from '~/domain/enums';
import { formatMoney, formatPercent } from '~/lib/format';
import { useT } from '~/lib/use-t';

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
