// /university/{playlistSlug}: a course's address without a lesson (a shortened link, a URL edited
// by hand) goes to the course's first lesson; an unknown course is the lessons' 404.
import { redirect } from 'react-router';
import type { Route } from './+types/course';
import { ContentNotFound } from '~/components/content/content-not-found';
import { LessonErrorBoundary } from '~/components/content/lesson-error-boundary';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { lessonNotFound, requireVideoLearning } from '~/lib/video-learning.server';
import { getCourseFirstLessonPath } from '~/models/content.server';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('content');
export const clientMiddleware = [loadTranslations(handle)];

export function loader({ params }: Route.LoaderArgs) {
  requireVideoLearning();
  const firstLesson = getCourseFirstLessonPath(params.playlistSlug);
  if (!firstLesson) throw lessonNotFound();
  throw redirect(firstLesson);
}

export default function Course() {
  // Not reached: the loader always redirects or throws.
  return <ContentNotFound kind="lesson" />;
}

export const meta: Route.MetaFunction = (args) => {
  const locale = metaLocale(args.matches);
  return pageMeta(args, { title: texts(locale).content.lesson.notFound.metaTitle, indexable: false });
};

export const ErrorBoundary = LessonErrorBoundary;
