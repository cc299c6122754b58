// A gain or loss: its text (with its sign) in the .trend classes, which add an arrow up or down, so
// the direction never rests on colour alone (DESIGN.md accessibility). Zero has no arrow.
import type { ReactNode } from 'react';
import type { Language } from '~/domain/enums';
import { formatSignedPercent } from '~/lib/format';
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
