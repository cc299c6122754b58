// The ErrorBoundary of /university/{playlistSlug} and /university/{playlistSlug}/{videoSlug}. A 404
// with video learning switched off is the app's own 404 (a link back to /university would loop);
// an unknown course or lesson is the lessons' not-found state. Anything else goes up to the app's
// error page.
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ContentNotFound } from '~/components/content/content-not-found';
import { NotFoundPage } from '~/components/layout/error-page';
import type { VideoNotFound } from '~/lib/video-learning.server';

export function LessonErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  const reason = (error.data as Partial<VideoNotFound> | null)?.notFound;
  return reason === 'disabled' ? <NotFoundPage /> : <ContentNotFound kind="lesson" />;
}
