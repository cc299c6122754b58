// /university/{playlistSlug}: a course's address without a lesson (a shortened link, a URL edited
// by hand) goes to the course's first lesson; an unknown course is the lessons' 404.
import { data, isRouteErrorResponse, redirect, useRouteError } from 'react-router';
import type { Route } from './+types/course';
import { ContentNotFound } from '~/components/content/content-not-found';
import { NotFoundPage } from '~/components/layout/error-page';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { db } from '~/lib/db.server';
import { getFeatureFlags } from '~/models/feature-flags.server';
import { listVideoCourses } from '~/models/content.server';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('content');
export const clientMiddleware = [loadTranslations(handle)];

export function loader({ params }: Route.LoaderArgs) {
  if (!getFeatureFlags(db()).videoLearning) throw data({ notFound: 'disabled' }, { status: 404 });
  const course = listVideoCourses().find((c) => c.slug === params.playlistSlug);
  if (!course) throw data({ notFound: 'lesson' }, { status: 404 });
  throw redirect(course.detailUrl);
}

export default function Course() {
  // Not reached: the loader always redirects or throws.
  return <ContentNotFound kind="lesson" />;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = metaLocale(matches);
  return [...pageMeta({ title: texts(locale).content.lesson.notFound.metaTitle, locale }), { name: 'robots', content: 'noindex' }];
};

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  const reason = (error.data as { notFound?: string } | null)?.notFound;
  return reason === 'disabled' ? <NotFoundPage /> : <ContentNotFound kind="lesson" />;
}
