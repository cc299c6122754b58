// Every URL no other route matches. Throwing a 404 from the loader sets the HTTP status; the
// boundary below renders the localized page inside the app shell (remix-i18next's middleware runs
// because this route matches, so the page is in the visitor's language).
import { data } from 'react-router';
import { NotFoundPage } from '~/components/layout/error-page';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import type { Route } from './+types/not-found';

export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  // Not reached (the loader always throws); kept for a client-side match without a loader run.
  return <NotFoundPage />;
}

export const meta: Route.MetaFunction = (args) => {
  return pageMeta(args, { title: texts(metaLocale(args.matches)).common.notFound.title, indexable: false });
};

export function ErrorBoundary() {
  return <NotFoundPage />;
}
