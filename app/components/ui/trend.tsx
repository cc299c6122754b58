// A gain or loss: its text (with its sign) in the .trend classes, which add an arrow up or down, so
// the direction never rests on colour alone (DESIGN.md accessibility). Zero has no arrow.
import type { ReactNode } from 'react';
import { cx } from './cx';

export function Trend({ value, className, children }: { value: number; className?: string; children: ReactNode }) {
  const direction = value > 0 ? 'up' : value < 0 ? 'down' : null;
  return <span className={cx(className, direction ? `trend trend-${direction}` : 'trend')}>{children}</span>;
}
