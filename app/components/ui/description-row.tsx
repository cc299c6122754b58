// One term and its value in a description list (<dl>): the order detail, the payment page, the cart's
// summary and promo detail. `strong` marks the figure that matters most (what is paid).
import type { ReactNode } from 'react';
import { cx } from './cx';

export function DescriptionRow({ label, value, strong, testId }: { label: ReactNode; value: ReactNode; strong?: boolean; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className={strong ? 'font-semibold text-ink' : 'text-ink-muted'}>{label}</dt>
      <dd className={cx('tabular text-right text-ink', strong ? 'font-semibold' : 'font-medium')} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
