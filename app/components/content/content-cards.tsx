// Cards for editorial content (spec landing §3 "Article", "Video course"): used by /artikel,
// /artikel/{slug}, /university and the landing page. Each card is one link (a stretched title link:
// one tab stop, the whole card clickable) and works without JavaScript. Article and lesson texts
// are Indonesian data, so they carry lang="id" (the page may be in English).
import { AppLink } from '~/components/ui/app-link';
import { ClockIcon } from '~/components/ui/icons';
import type { Language } from '~/domain/enums';
import { formatDayMonthYear, isoDuration } from '~/lib/format';
import { useT } from '~/lib/use-t';
import type { ArticleSummary, VideoCourseSummary } from '~/models/content.server';

/** Intrinsic sizes of the seeded images (public/images/articles, public/images/videos). */
export const ARTICLE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const COURSE_THUMBNAIL_SIZE = { width: 640, height: 360 } as const;

type HeadingLevel = 'h2' | 'h3';

/** An article card: image, category, date, short title, description. */
export function ArticleCard({
  article,
  locale,
  heading: Heading = 'h2',
  imageLoading = 'lazy',
}: {
  article: ArticleSummary;
  locale: Language;
  heading?: HeadingLevel;
  /** "eager" for the cards above the fold. */
  imageLoading?: 'eager' | 'lazy';
}) {
  return (
    <article
      className="content-card"
      data-testid="article-card"
    >
      <img
        src={article.headlineImageUrl}
        alt=""
        {...ARTICLE_IMAGE_SIZE}
        loading={imageLoading}
        decoding="async"
        className="aspect-[1200/630] h-auto w-full bg-brand-soft object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4 md:p-5">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-muted">
          <span lang="id" className="rounded-full bg-brand-soft px-2.5 py-1 leading-none font-medium text-brand-strong">
            {article.category}
          </span>
          <time dateTime={article.publishDate}>{formatDayMonthYear(article.publishDate, locale)}</time>
        </p>
        <Heading lang="id" className="text-base leading-snug font-semibold text-balance text-ink md:text-lg">
          <AppLink
            to={article.detailUrl}
            title={article.titleShort === article.title ? undefined : article.title}
            className="stretched-link hover:text-brand-strong"
          >
            {article.titleShort}
          </AppLink>
        </Heading>
        <p lang="id" className="line-clamp-3 text-sm leading-relaxed text-ink-muted">
          {article.description}
        </p>
      </div>
    </article>
  );
}

/**
 * A video course card: thumbnail, name, description, number of lessons, total length, and "videos
 * coming soon" while none of its lessons has a published recording.
 */
export function VideoCourseCard({
  course,
  heading: Heading = 'h2',
  imageLoading = 'lazy',
}: {
  course: VideoCourseSummary;
  heading?: HeadingLevel;
  imageLoading?: 'eager' | 'lazy';
}) {
  const { t } = useT('content');
  const minutes = Math.max(1, Math.round(course.totalDurationSeconds / 60));
  return (
    <article
      className="content-card"
      data-testid="course-card"
    >
      <img
        src={course.thumbnailUrl}
        alt=""
        {...COURSE_THUMBNAIL_SIZE}
        loading={imageLoading}
        decoding="async"
        className="aspect-video h-auto w-full bg-brand-soft object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4 md:p-5">
        <Heading lang="id" className="text-base leading-snug font-semibold text-ink md:text-lg">
          <AppLink
            to={course.detailUrl}
            className="stretched-link hover:text-brand-strong"
          >
            {course.name}
          </AppLink>
        </Heading>
        <p lang="id" className="text-sm leading-relaxed text-ink-muted">
          {course.description}
        </p>
        <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-2 text-sm font-medium text-ink">
          <span>{t('university.lessons', { count: course.videoCount })}</span>
          <span aria-hidden="true" className="text-ink-subtle">
            ·
          </span>
          <span className="inline-flex items-center gap-1">
            <ClockIcon size={16} className="text-ink-subtle" />
            <time dateTime={isoDuration(course.totalDurationSeconds)}>{t('university.minutes', { count: minutes })}</time>
          </span>
          {course.recordingCount === 0 ? (
            <span className="rounded-full bg-warning-soft px-2.5 py-1 text-xs leading-none font-medium text-amber-900" data-testid="recordings-pending">
              {t('university.recordingsPending')}
            </span>
          ) : null}
        </p>
      </div>
    </article>
  );
}
