// Placeholders while data loads (DESIGN.md: skeletons instead of spinners). Hidden from assistive
// technology; the region that loads should say so itself (aria-busy, or a VisuallyHidden label).
import { cx } from './cx';

export function Skeleton({ className, rounded = 'md' }: { className?: string; rounded?: 'md' | 'full' | 'card' }) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'block animate-pulse bg-line motion-reduce:animate-none',
        rounded === 'full' ? 'rounded-full' : rounded === 'card' ? 'rounded-[var(--radius-card)]' : 'rounded-md',
        className ?? 'h-4 w-full',
      )}
    />
  );
}

/** A few lines of text, the last one shorter. */
export function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <span aria-hidden="true" className={cx('flex flex-col gap-2', className)}>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className={cx('h-4', i === lines - 1 && lines > 1 ? 'w-2/3' : 'w-full')} />
      ))}
    </span>
  );
}
