// Small labels under a name (a portfolio's "Robo Cermat", "Utama", "Tidak aktif"): a list, nothing when empty.
import { cx } from './cx';

export function Badges({ items, className }: { items: ReadonlyArray<string | false | null | undefined>; className?: string }) {
  const badges = items.filter((item): item is string => Boolean(item));
  if (badges.length === 0) return null;
  return (
    <ul className={cx('mt-1 flex flex-wrap gap-1.5', className)}>
      {badges.map((badge) => (
        <li key={badge} className="rounded-full bg-brand-soft px-2.5 py-0.5 text-xs font-semibold text-brand-strong">
          {badge}
        </li>
      ))}
    </ul>
  );
}
