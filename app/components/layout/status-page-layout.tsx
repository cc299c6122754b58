// The look of a page that stands in for the one asked for: a 404 (the app's NotFoundPage and the content
// pages' ContentNotFound) or a failure (ErrorPage): an icon in a circle, the code, a heading, a line of
// explanation, the ways on (links, passed as children) and, in development, the failure's details.
import type { ReactNode } from 'react';
import { CompassIcon } from '~/components/ui/icons';

const TONES = {
  // A missing page: the brand's colour, the compass (finding the way on).
  notFound: { circle: 'bg-brand-soft text-brand', icon: <CompassIcon size={40} /> },
  // A failure: the warning colour; the caller passes the icon.
  failure: { circle: 'bg-warning-soft text-warning', icon: null },
} as const;

export function StatusPageLayout({
  testId,
  titleId,
  tone = 'notFound',
  icon,
  code,
  title,
  body,
  details,
  children,
}: {
  testId: string;
  /** The h1's id, which labels the section. */
  titleId: string;
  tone?: keyof typeof TONES;
  /** Replaces the tone's icon. */
  icon?: ReactNode;
  code?: string;
  title: string;
  body: string;
  /** A stack trace, shown only in development. */
  details?: string;
  /** The action links. */
  children: ReactNode;
}) {
  return (
    <section className="page-container flex flex-col items-center py-16 text-center md:py-24" aria-labelledby={titleId} data-testid={testId}>
      <span aria-hidden="true" className={`flex size-20 items-center justify-center rounded-full ${TONES[tone].circle}`}>
        {icon ?? TONES[tone].icon}
      </span>
      {code ? <p className="mt-6 text-sm font-semibold tracking-wide text-brand uppercase">{code}</p> : null}
      <h1 id={titleId} className={`${code ? 'mt-2' : 'mt-6'} text-2xl font-bold text-ink md:text-3xl`}>
        {title}
      </h1>
      <p className="mt-3 max-w-md text-ink-muted">{body}</p>
      <div className="mt-8 flex w-full max-w-sm flex-col gap-3 md:w-auto md:max-w-none md:flex-row">{children}</div>
      {details ? <pre className="mt-10 max-w-full overflow-auto rounded-[var(--radius-control)] bg-ink p-4 text-left text-xs text-white">{details}</pre> : null}
    </section>
  );
}
