// The frame of the account forms (sign-in, sign-up): a centred card with the page title, a
// subtitle, the form, and a line leading to the other form.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '~/components/ui';

export function AuthCard({
  titleId,
  title,
  subtitle,
  switchPrompt,
  switchLabel,
  switchHref,
  children,
}: {
  titleId: string;
  title: string;
  subtitle: string;
  switchPrompt: string;
  switchLabel: string;
  switchHref: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-8 md:py-16" aria-labelledby={titleId}>
      <Card className="p-6 md:p-8">
        <h1 id={titleId} className="text-2xl font-semibold text-ink">
          {title}
        </h1>
        <p className="mt-2 text-ink-muted">{subtitle}</p>
        {children}
        <p className="mt-6 text-center text-sm text-ink-muted">
          {switchPrompt}{' '}
          <Link
            to={switchHref}
            className="inline-flex min-h-11 items-center font-semibold text-brand underline-offset-4 hover:underline"
          >
            {switchLabel}
          </Link>
        </p>
      </Card>
    </section>
  );
}

/** The form's own error (wrong credentials, too many attempts), announced as an alert above the fields. */
export function AuthFormError({ id, testId, children }: { id: string; testId: string; children: ReactNode }) {
  return (
    <p
      id={id}
      role="alert"
      data-testid={testId}
      className="rounded-[var(--radius-control)] bg-danger-soft px-4 py-3 text-sm font-medium text-danger"
    >
      {children}
    </p>
  );
}
