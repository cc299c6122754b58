// "Nothing here yet": an icon, a title, a few words and the way on, centred in a card.
import type { ReactNode } from 'react';
import { Card } from './card';
import { cx } from './cx';
import type { Icon } from './icons';

export function EmptyState({
  icon: Glyph,
  title,
  children,
  className,
  'data-testid': testId,
}: {
  icon: Icon;
  title: string;
  /** The words and the link or button. */
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
}) {
  return (
    <Card className={cx('flex flex-col items-center p-8 text-center', className)} data-testid={testId}>
      <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand-strong">
        <Glyph size={28} />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-ink">{title}</h2>
      {children}
    </Card>
  );
}
