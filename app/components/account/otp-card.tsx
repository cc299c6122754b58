// The frame of the one-time-code and contact pages (issue 14 item 4): a centred card with the title, a
// subtitle and the content, as the account forms have (components/layout/auth-card.tsx), and the notices they
// share.
import type { ReactNode } from 'react';
import { AlertTriangleIcon, Card, CheckIcon } from '~/components/ui';
import { cx } from '~/components/ui/cx';

export function OtpCard({
  titleId,
  title,
  subtitle,
  icon,
  children,
  testId,
}: {
  titleId: string;
  title: string;
  subtitle?: ReactNode;
  icon?: 'done' | 'warning';
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-8 md:py-16" aria-labelledby={titleId}>
      <Card className="p-6 md:p-8" data-testid={testId}>
        {icon ? (
          <span
            aria-hidden="true"
            className={cx(
              'mb-4 flex size-14 items-center justify-center rounded-full',
              icon === 'done' ? 'bg-brand-soft text-brand' : 'bg-warning-soft text-warning',
            )}
          >
            {icon === 'done' ? <CheckIcon size={28} /> : <AlertTriangleIcon size={28} />}
          </span>
        ) : null}
        <h1 id={titleId} className="text-2xl font-semibold text-ink">
          {title}
        </h1>
        {subtitle ? <p className="mt-2 text-ink-muted">{subtitle}</p> : null}
        {children}
      </Card>
    </section>
  );
}

/** A message above a form: a refusal (alert) or an outcome (status). */
export function OtpNotice({ tone, id, testId, children }: { tone: 'error' | 'info' | 'success'; id?: string; testId?: string; children: ReactNode }) {
  return (
    <p
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={cx(
        'mt-4 rounded-[var(--radius-control)] px-4 py-3 text-sm font-medium',
        tone === 'error' ? 'bg-danger-soft text-danger' : tone === 'success' ? 'bg-brand-soft text-ink' : 'bg-info-soft text-ink',
      )}
    >
      {children}
    </p>
  );
}
