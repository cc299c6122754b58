// The frame of the PIN pages (/me/pin/*; issue 14 item 5): a centred card, a shield, the title and a line
// under it, then the form or the message. Mobile first: full width at 375 px, a narrow card from md up.
import type { ReactNode } from 'react';
import { Card, ShieldCheckIcon } from '~/components/ui';

export function PinCard({ titleId, title, subtitle, testId, children }: { titleId: string; title: string; subtitle?: ReactNode; testId: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-8 md:py-16" aria-labelledby={titleId} data-testid={testId}>
      <Card className="p-6 md:p-8">
        <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand">
          <ShieldCheckIcon size={26} />
        </span>
        <h1 id={titleId} className="mt-4 text-2xl font-semibold text-ink">
          {title}
        </h1>
        {subtitle ? <p className="mt-2 text-ink-muted">{subtitle}</p> : null}
        {children}
      </Card>
    </section>
  );
}

/** What a new PIN must be, beside the form that asks for one. */
export function PinRules({ title, rules }: { title: string; rules: readonly string[] }) {
  return (
    <section className="mt-5 rounded-[var(--radius-control)] bg-canvas px-4 py-3 text-sm text-ink-muted" aria-label={title}>
      <p className="font-medium text-ink">{title}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </section>
  );
}
