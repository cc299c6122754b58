// /university: the video courses (spec funds §2.1 route table; spec landing §7 "learning center";
// issue 4). Each card links to the course's first lesson. The page follows the videoLearning
// feature flag (spec landing §3 "isVideoLearningEnabled"): switched off, it is a 404 like an
// unknown address.
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useT } from '~/lib/use-t';
import type { Route } from './+types/university';
import { VideoCourseCard } from '~/components/content/content-cards';
import { ContentPageHeader } from '~/components/content/content-page-header';
import { NotFoundPage } from '~/components/layout/error-page';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { AppLink } from '~/components/ui/app-link';
import { requireVideoLearning } from '~/lib/video-learning.server';
import { listVideoCourses } from '~/models/content.server';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('content');
export const clientMiddleware = [loadTranslations(handle)];

export function loader() {
  requireVideoLearning();
  return { courses: listVideoCourses() };
}

export default function UniversityPage({ loaderData }: Route.ComponentProps) {
  const { courses } = loaderData;
  const { t } = useT('content');
  return (
    <div className="page-container py-6 md:py-10" data-testid="university-page">
      <ContentPageHeader section="university" />

      {courses.length === 0 ? (
        <div className="card mt-8 text-center">
          <h2 className="text-lg font-semibold text-ink">{t('university.empty.title')}</h2>
          <p className="mt-1 text-ink-muted">{t('university.empty.body')}</p>
          <AppLink to="/artikel" className="btn-secondary mt-4">
            {t('university.empty.link')}
          </AppLink>
        </div>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 md:gap-6 lg:grid-cols-3 xl:grid-cols-4" aria-labelledby="university-title" data-testid="course-list">
          {courses.map((course, i) => (
            <li key={course.slug}>
              <VideoCourseCard course={course} imageLoading={i === 0 ? 'eager' : 'lazy'} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const text = texts(metaLocale(args.matches));
  if (args.error) return pageMeta(args, { title: text.common.notFound.title, indexable: false });
  const { title, description } = text.content.university.meta;
  return pageMeta(args, { title, description, indexable: true });
};

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  // Only when video learning is switched off: the app's own 404 (a link to /university would loop).
  return <NotFoundPage />;
}
