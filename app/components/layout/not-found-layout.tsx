// The look of a 404 (the app's NotFoundPage and the content pages' ContentNotFound): a compass in a
// circle, the code, a heading, a line of explanation and the ways on (two links, passed as children).
import type { ReactNode } from 'react';
import { CompassIcon } from '~/components/ui/icons';

export function NotFoundLayout({
  testId,
  titleId,
  code,
  title,
  body,
  children,
}: {
  testId: string;
  /** The h1's id, which labels the section. */
  titleId: string;
  code: string;
  title: string;
  body: string;
  /** The action links. */
  children: ReactNode;
}) {
  return (
    <section className="page-container flex flex-col items-center py-16 text-center md:py-24" aria-labelledby={titleId} data-testid={testId}>
      <span aria-hidden="true" className="flex size-20 items-center justify-center rounded-full bg-brand-soft text-brand">
        <CompassIcon size={40} />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-wide text-brand uppercase">{code}</p>
      <h1 id={titleId} className="mt-2 text-2xl font-bold text-ink md:text-3xl">
        {title}
      </h1>
      <p className="mt-3 max-w-md text-ink-muted">{body}</p>
      <div className="mt-8 flex w-full max-w-sm flex-col gap-3 md:w-auto md:max-w-none md:flex-row">{children}</div>
    </section>
  );
}
