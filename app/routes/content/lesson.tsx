// /university/{playlistSlug}/{videoSlug}: one video lesson (spec funds §2.1 route table; spec landing
// §3 "Video course"; issue 4). The player shows only when the recording is among the published
// files (models/content.server.ts lessonRecordingAvailable); the demo ships none
// (docs/decisions/003-demo-data.md), so the page says plainly that the recording is not published
// yet and still shows the lesson's summary and length. The course's lessons are listed with the
// current one marked, and previous/next links lead through the course. Unknown course or lesson:
// 404. With the videoLearning flag off every lesson is a 404 like an unknown address.
import { useT } from '~/lib/use-t';
import type { Route } from './+types/lesson';
import { COURSE_THUMBNAIL_SIZE } from '~/components/content/content-cards';
import { LanguageNote } from '~/components/content/content-page-header';
import { LessonErrorBoundary } from '~/components/content/lesson-error-boundary';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { AppLink } from '~/components/ui/app-link';
import { cx } from '~/components/ui/cx';
import { ArrowRightIcon, ChevronRightIcon, ClockIcon } from '~/components/ui/icons';
import { formatClockDuration, isoDuration } from '~/lib/format';
import { lessonNotFound, requireVideoLearning } from '~/lib/video-learning.server';
import {
  getVideoLesson,
  type VideoLesson,
  type VideoLessonPage,
} from '~/models/content.server';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('content');
export const clientMiddleware = [loadTranslations(handle)];

export function loader({ params }: Route.LoaderArgs) {
  requireVideoLearning();
  const lesson = getVideoLesson(params.playlistSlug, params.videoSlug);
  if (!lesson) throw lessonNotFound();
  return lesson;
}

export default function LessonPage({ loaderData: lesson }: Route.ComponentProps) {
  const { course, current, lessons } = lesson;
  const { t } = useT('content');
  return (
    <div className="page-container py-4 md:py-8" data-testid="lesson-page" data-lesson-slug={current.slug}>
      <AppLink to="/university" className="btn-ghost -ml-3 mb-2 gap-1" data-testid="back-link">
        <ChevronRightIcon size={18} className="rotate-180" />
        {t('lesson.back')}
      </AppLink>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
        <div className="min-w-0">
          <header>
            <p className="flex flex-wrap items-center gap-x-2 text-sm font-semibold text-brand-strong">
              <span lang="id">{course.name}</span>
              <span aria-hidden="true" className="text-ink-subtle">
                ·
              </span>
              <span className="font-medium whitespace-nowrap text-ink-muted">
                {t('lesson.position', { position: current.position, total: lessons.length })}
              </span>
            </p>
            <h1 lang="id" className="mt-2 text-2xl font-bold tracking-tight text-balance text-ink md:text-3xl">
              {current.title}
            </h1>
            <LanguageNote note={t('lesson.languageNote')} />
          </header>

          <div className="mt-5">
            {current.recordingUrl ? (
              <Player src={current.recordingUrl} poster={course.thumbnailUrl} />
            ) : (
              <RecordingNotPublished />
            )}
          </div>

          <section aria-labelledby="lesson-summary-title" className="mt-6">
            <h2 id="lesson-summary-title" className="text-lg font-bold text-ink">
              {t('lesson.summaryTitle')}
            </h2>
            <p lang="id" className="mt-2 leading-relaxed text-ink-muted" data-testid="lesson-description">
              {current.description}
            </p>
            <dl className="mt-3 flex items-center gap-2 text-sm">
              <dt className="inline-flex items-center gap-1 text-ink-muted">
                <ClockIcon size={16} />
                {t('lesson.duration')}
              </dt>
              <dd className="tabular font-semibold text-ink" data-testid="lesson-duration">
                <time dateTime={isoDuration(current.durationSeconds)}>{formatClockDuration(current.durationSeconds)}</time>
              </dd>
            </dl>
          </section>

          <PreviousNext previous={lesson.previous} next={lesson.next} />
        </div>

        <LessonList course={course} lessons={lessons} currentSlug={current.slug} />
      </div>
    </div>
  );
}

function Player({ src, poster }: { src: string; poster: string }) {
  const { t } = useT('content');
  return (
    <video
      controls
      preload="metadata"
      poster={poster}
      {...COURSE_THUMBNAIL_SIZE}
      className="aspect-video h-auto w-full rounded-[var(--radius-card)] bg-ink"
      data-testid="lesson-video"
    >
      <source src={src} type="video/mp4" />
      <p className="p-4 text-white">
        {t('lesson.videoFallback')}{' '}
        <a href={src} download className="underline">
          {t('lesson.videoDownload')}
        </a>
      </p>
    </video>
  );
}

/** Said plainly, in place of a player: no poster, no play button, nothing that looks playable. */
function RecordingNotPublished() {
  const { t } = useT('content');
  return (
    <div
      role="note"
      aria-labelledby="recording-title"
      className="flex gap-4 rounded-[var(--radius-card)] border border-dashed border-line bg-surface p-5 md:p-6"
      data-testid="recording-unpublished"
    >
      <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-full bg-warning-soft text-warning">
        <ClockIcon size={22} />
      </span>
      <div>
        <p id="recording-title" className="font-semibold text-ink">
          {t('lesson.unpublished.title')}
        </p>
        <p className="item-body">{t('lesson.unpublished.body')}</p>
        <AppLink to="/artikel" className="mt-2 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand hover:underline">
          {t('lesson.unpublished.articles')}
          <ArrowRightIcon size={16} />
        </AppLink>
      </div>
    </div>
  );
}

function PreviousNext({ previous, next }: { previous: VideoLesson | null; next: VideoLesson | null }) {
  const { t } = useT('content');
  if (!previous && !next) return null;
  const box =
    'flex min-h-11 flex-col gap-0.5 rounded-[var(--radius-control)] border border-line bg-surface px-4 py-3 hover:border-brand/50 hover:bg-brand-soft/40';
  return (
    <nav aria-label={t('lesson.navLabel')} className="mt-8 grid gap-3 sm:grid-cols-2" data-testid="lesson-nav">
      {previous ? (
        <AppLink to={previous.detailUrl} rel="prev" className={box}>
          <span className="inline-flex items-center gap-1 text-xs font-medium text-ink-muted">
            <ChevronRightIcon size={14} className="rotate-180" />
            {t('lesson.previous')}
          </span>
          <span lang="id" className="font-semibold text-ink">
            {previous.title}
          </span>
        </AppLink>
      ) : (
        <span className="hidden sm:block" />
      )}
      {next ? (
        <AppLink to={next.detailUrl} rel="next" className={cx(box, 'sm:items-end sm:text-right')}>
          <span className="inline-flex items-center gap-1 text-xs font-medium text-ink-muted">
            {t('lesson.next')}
            <ChevronRightIcon size={14} />
          </span>
          <span lang="id" className="font-semibold text-ink">
            {next.title}
          </span>
        </AppLink>
      ) : null}
    </nav>
  );
}

function LessonList({ course, lessons, currentSlug }: { course: VideoLessonPage['course']; lessons: VideoLesson[]; currentSlug: string }) {
  const { t } = useT('content');
  return (
    <section aria-labelledby="lesson-list-title" className="card self-start p-0 lg:sticky lg:top-[calc(var(--header-height)+1rem)]">
      <div className="border-b border-line px-5 py-4">
        <h2 id="lesson-list-title" className="font-bold text-ink">
          {t('lesson.listTitle')}
        </h2>
        <p className="mt-0.5 text-sm text-ink-muted">
          <span lang="id">{course.name}</span> · {t('university.lessons', { count: lessons.length })}
        </p>
      </div>
      <ol className="grid p-2" data-testid="lesson-list">
        {lessons.map((item) => {
          const isCurrent = item.slug === currentSlug;
          return (
            <li key={item.slug}>
              <AppLink
                to={item.detailUrl}
                aria-current={isCurrent ? 'page' : undefined}
                className={cx(
                  'flex min-h-11 items-start gap-3 rounded-[var(--radius-control)] px-3 py-2.5',
                  isCurrent ? 'bg-brand-soft' : 'hover:bg-line/50',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cx(
                    'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                    isCurrent ? 'bg-brand text-white' : 'bg-line/70 text-ink-muted',
                  )}
                >
                  {item.position}
                </span>
                <span className="min-w-0 flex-1">
                  <span lang="id" className={cx('block text-sm leading-snug', isCurrent ? 'font-semibold text-brand-strong' : 'font-medium text-ink')}>
                    {item.title}
                  </span>
                  <span className="tabular mt-0.5 block text-xs text-ink-muted">
                    <time dateTime={isoDuration(item.durationSeconds)}>{formatClockDuration(item.durationSeconds)}</time>
                    {isCurrent ? <span className="ml-2 font-medium text-brand-strong">{t('lesson.current')}</span> : null}
                  </span>
                </span>
              </AppLink>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const { loaderData, error } = args;
  const text = texts(metaLocale(args.matches));
  if (error || !loaderData) return pageMeta(args, { title: text.content.lesson.notFound.metaTitle, indexable: false });
  const title = text.content.lesson.meta.title
    .replace('{{lesson}}', loaderData.current.title)
    .replace('{{course}}', loaderData.course.name);
  return pageMeta(args, { title, description: loaderData.current.description, indexable: true });
};

export const ErrorBoundary = LessonErrorBoundary;
