// A form that posts to its page's action and works both ways (DESIGN.md: with and without
// JavaScript): without JavaScript it is an ordinary POST, and the action answers with a redirect back
// to the page (post, redirect, get: a reload does not post again); with JavaScript it is a fetcher
// submission that stays on the page, so the action answers with data. The difference travels in a
// hidden field that only an interactive page adds.
import type { ReactNode } from 'react';
import { useHydrated } from '~/components/ui/use-hydrated';
import { useFetcher } from 'react-router';

/** The hidden field an interactive page adds; the action answers data instead of a redirect. */
export const IN_PAGE_FIELD = 'js';
/** Where a page without JavaScript comes back to after the post. */
export const RETURN_TO_FIELD = 'redirectTo';

export interface ActionFormProps {
  fetcher: ReturnType<typeof useFetcher>;
  /** The page's own path and query to come back to without JavaScript. */
  returnTo: string;
  /** Hidden fields (intent and values). */
  fields: Record<string, string>;
  children: ReactNode;
  className?: string;
  action?: string;
  'data-testid'?: string;
}

export function ActionForm({ fetcher, returnTo, fields, children, className, action, 'data-testid': testId }: ActionFormProps) {
  const hydrated = useHydrated();
  return (
    <fetcher.Form method="post" action={action} className={className} data-testid={testId}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name={RETURN_TO_FIELD} value={returnTo} />
      {hydrated ? <input type="hidden" name={IN_PAGE_FIELD} value="1" /> : null}
      {children}
    </fetcher.Form>
  );
}
