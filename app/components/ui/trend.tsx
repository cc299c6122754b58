// A gain or loss: its text (with its sign) in the .trend classes, which add an arrow up or down, so
// the direction never rests on colour alone (DESIGN.md accessibility). Zero has no arrow. Amounts may be
// hidden behind the balance toggle (spec landing §2 "hide/show balance"): the mask in their place.
import type { ReactNode } from 'react';
import type { Currency, Language } from '~/domain/enums';
import { formatMaskedMoney, formatMoney, formatSignedMoney, formatSignedPercent } from '~/lib/format';
import { cx } from './cx';

export function Trend({ value, className, children }: { value: number; className?: string; children: ReactNode }) {
  const direction = value > 0 ? 'up' : value < 0 ? 'down' : null;
  return <span className={cx(className, direction ? `trend trend-${direction}` : 'trend')}>{children}</span>;
}

/** A return with its sign and arrow in parts per million (the .trend classes; never colour alone); the fallback when there is none. */
export function SignedPpm({ ppm, locale, fallback }: { ppm: number | null; locale: Language; fallback: string }) {
  if (ppm === null) return <span className="text-sm font-semibold text-ink-muted">{fallback}</span>;
  return (
    <Trend value={ppm} className="text-sm">
      {formatSignedPercent(ppm / 1e6, locale)}
    </Trend>
  );
}

/** The amount, or the mask while the balance is hidden. */
export function moneyOrMask(minor: number, currency: Currency, locale: Language, masked: boolean): string {
  return masked ? formatMaskedMoney(currency) : formatMoney(minor, currency, locale);
}

/** A signed amount with its arrow; the mask (no direction) while the balance is hidden. */
export function SignedMoney({ minor, currency, locale, masked = false }: { minor: number; currency: Currency; locale: Language; masked?: boolean }) {
  if (masked) return <span className="trend">{formatMaskedMoney(currency)}</span>;
  return <Trend value={minor}>{formatSignedMoney(minor, currency, locale)}</Trend>;
}

/** A return in percent (12.3456 = 12,35%) with its sign and arrow; a dash without one (nothing invested). */
export function SignedRate({ percent, locale }: { percent: number | null; locale: Language }) {
  if (percent === null) return <span className="trend text-ink-muted">-</span>;
  return <Trend value={percent}>{formatSignedPercent(percent / 100, locale)}</Trend>;
}
