// Editorial content (issue 4; spec landing §3 "Article", "Video course", §7 article list and learning
// centre, §9 "Article title truncated at 100 characters", "Video learning fetch limit 10"): the
// published articles and video courses the landing page, /artikel and /university show.
//
// - Published: an article with is_published set and a publish date on or before today in Jakarta
//   (a dated article appears on its day); a course with is_published set and at least one lesson.
//   Lessons have no flag of their own: they follow their course.
// - Queries are prepared once per database with placeholders. The landing page asks for the same
//   lists on every visitor request, so listArticles and listVideoCourses answer from memory until
//   anything in the database changes (lib/db-version.server.ts) or the Jakarta date moves on, as
//   models/fund-list.server.ts does for visitors' fund lists. Cached arrays are shared: read-only.
// - Recordings: the demo ships none (docs/decisions/003-demo-data.md). lessonRecordingAvailable
//   looks for the file among the client's public files, so a page never shows a player that would
//   play nothing, and a course card can say that its videos are still to come (recordingCount,
//   counted again every few minutes since files change without the database).
import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, asc, count, desc, eq, lte, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, videoCourses, videos } from '../../db/schema';
import { jakartaDate } from '~/domain/dates';
import { parseArticleBody, truncateText, type ArticleBlock } from '~/domain/text';
import { db } from '~/lib/db.server';
import { perDatabase, versionedCache } from '~/lib/db-version.server';

// ---------------------------------------------------------------------------------------------
// Types (plain JSON: the landing page and the route loaders return them as they are)

/** spec landing §3 "Article" as a card shows it. */
export interface ArticleSummary {
  slug: string;
  title: string;
  /** The title cut to at most 100 characters, ellipsis included (domain/text.ts truncateText). */
  titleShort: string;
  description: string;
  /** The category's name (spec: category.name). */
  category: string;
  /** YYYY-MM-DD, a Jakarta calendar date. */
  publishDate: string;
  /** A path under public/ (spec: headlineImage.url). */
  headlineImageUrl: string;
  /** `/artikel/{slug}` (spec: detailUrl). */
  detailUrl: `/artikel/${string}`;
}

/** One article page: the summary and the body as blocks (spec: articleContent). */
export interface ArticleDetail extends ArticleSummary {
  body: ArticleBlock[];
}

/** spec landing §3 "Video course". */
export interface VideoCourseSummary {
  id: number;
  slug: string;
  name: string;
  description: string;
  /** A path under public/ (spec: thumbnailWeb). */
  thumbnailUrl: string;
  videoCount: number;
  /**
   * How many of the lessons have a published recording (lessonRecordingAvailable); 0 in the demo.
   * A card can say "videos coming soon" rather than promise a video.
   */
  recordingCount: number;
  /** The sum of the lessons' durations, in seconds. */
  totalDurationSeconds: number;
  firstVideoSlug: string;
  /** `/university/{slug}/{firstVideoSlug}`. */
  detailUrl: `/university/${string}`;
}

export interface VideoLesson {
  slug: string;
  title: string;
  description: string;
  durationSeconds: number;
  /** 1-based place in the course. */
  position: number;
  /** `/university/{courseSlug}/{slug}`. */
  detailUrl: `/university/${string}`;
}

/** What /university/{playlistSlug}/{videoSlug} shows. */
export interface VideoLessonPage {
  course: Omit<VideoCourseSummary, 'detailUrl' | 'recordingCount'>;
  /** Every lesson of the course, in order. */
  lessons: VideoLesson[];
  current: VideoLesson & {
    /** The recording's address when its file is published, else null (no player is shown). */
    recordingUrl: string | null;
  };
  previous: VideoLesson | null;
  next: VideoLesson | null;
}

/** spec landing §9 "Video learning fetch limit 10"; the landing page's article row shows 4. */
export const LANDING_VIDEO_COURSE_LIMIT = 10;
export const LANDING_ARTICLE_LIMIT = 4;

export const articlePath = (slug: string): `/artikel/${string}` => `/artikel/${slug}`;
export const lessonPath = (courseSlug: string, videoSlug: string): `/university/${string}` =>
  `/university/${courseSlug}/${videoSlug}`;

// ---------------------------------------------------------------------------------------------
// Articles

export interface ListArticlesOptions {
  /** At most this many (a positive integer); all when absent. */
  limit?: number;
  /** Only this category (its exact name). */
  category?: string | null;
}

/** Published articles, newest first (ties: the later id first). */
export function listArticles(options: ListArticlesOptions = {}, database: Db = db()): readonly ArticleSummary[] {
  const limit = normaliseLimit(options.limit);
  const category = options.category ?? null;
  const today = jakartaDate(new Date());
  return articleLists(database, `${today}|${category ?? ''}|${limit}`, () =>
    statementsFor(database)
      .articleList.all({ today, category, limit })
      .map(toArticleSummary),
  );
}

/** The categories of the published articles, each once, in the order of their newest article. */
export function listArticleCategories(database: Db = db()): readonly string[] {
  const today = jakartaDate(new Date());
  return categoryLists(database, today, () => [...new Set(listArticles({}, database).map((a) => a.category))]);
}

/** A published article by its slug, or null. */
export function getArticle(slug: string, database: Db = db()): ArticleDetail | null {
  const today = jakartaDate(new Date());
  const row = statementsFor(database).articleBySlug.get({ slug, today });
  if (!row) return null;
  return { ...toArticleSummary(row), body: parseArticleBody(row.content) };
}

function toArticleSummary(row: {
  slug: string;
  title: string;
  description: string;
  category: string;
  publishDate: string;
  headlineImageUrl: string;
}): ArticleSummary {
  return {
    slug: row.slug,
    title: row.title,
    titleShort: truncateText(row.title),
    description: row.description,
    category: row.category,
    publishDate: row.publishDate,
    headlineImageUrl: row.headlineImageUrl,
    detailUrl: articlePath(row.slug),
  };
}

// ---------------------------------------------------------------------------------------------
// Video courses and lessons

/** Published courses that have lessons, in their position order. */
export function listVideoCourses(options: { limit?: number } = {}, database: Db = db()): readonly VideoCourseSummary[] {
  const limit = normaliseLimit(options.limit);
  // The recording counts follow the files, which change without the database: read again per period.
  const period = Math.floor(Date.now() / RECORDING_CHECK_TTL_MS);
  return courseLists(database, `${limit}|${period}`, () =>
    statementsFor(database)
      .courseList.all({ limit })
      .map((row) => ({
        id: row.id,
        slug: row.slug,
        name: row.name,
        description: row.description,
        thumbnailUrl: row.thumbnailUrl,
        videoCount: row.videoCount,
        recordingCount: (row.videoUrls ?? '').split('\n').filter((url) => url && lessonRecordingAvailable(url)).length,
        totalDurationSeconds: Number(row.totalDurationSeconds ?? 0),
        firstVideoSlug: row.firstVideoSlug ?? '',
        detailUrl: lessonPath(row.slug, row.firstVideoSlug ?? ''),
      })),
  );
}

/** The address of a listed course's first lesson (its card's link), or null for an unknown course. */
export function getCourseFirstLessonPath(courseSlug: string, database: Db = db()): VideoCourseSummary['detailUrl'] | null {
  return listVideoCourses({}, database).find((course) => course.slug === courseSlug)?.detailUrl ?? null;
}

/** A lesson of a published course with the course's other lessons, or null for an unknown one. */
export function getVideoLesson(courseSlug: string, videoSlug: string, database: Db = db()): VideoLessonPage | null {
  const statements = statementsFor(database);
  const course = statements.courseBySlug.get({ slug: courseSlug });
  if (!course) return null;
  const rows = statements.lessonsOfCourse.all({ courseId: course.id });
  const index = rows.findIndex((row) => row.slug === videoSlug);
  const currentRow = rows[index];
  if (!currentRow) return null;
  const lessons: VideoLesson[] = rows.map((row, i) => ({
    slug: row.slug,
    title: row.title,
    description: row.description,
    durationSeconds: row.durationSeconds,
    position: i + 1,
    detailUrl: lessonPath(course.slug, row.slug),
  }));
  return {
    course: {
      ...course,
      videoCount: lessons.length,
      totalDurationSeconds: lessons.reduce((total, lesson) => total + lesson.durationSeconds, 0),
      firstVideoSlug: lessons[0]!.slug,
    },
    lessons,
    current: {
      ...lessons[index]!,
      recordingUrl: lessonRecordingAvailable(currentRow.videoUrl) ? currentRow.videoUrl : null,
    },
    previous: lessons[index - 1] ?? null,
    next: lessons[index + 1] ?? null,
  };
}

// ---------------------------------------------------------------------------------------------
// Recordings

/** Where the client's public files are: public/ (development) and build/client/ (the production build). */
export const PUBLIC_FILE_ROOTS: readonly string[] = (() => {
  const root = projectRoot();
  return [join(root, 'public'), join(root, 'build', 'client')];
})();

/** A site path of a file: segments of letters, digits, dot, dash and underscore; no "..", no query. */
const SITE_FILE_PATH = /^\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
/** Answers are kept this long, so a recording published while the server runs shows up soon. */
const RECORDING_CHECK_TTL_MS = 5 * 60 * 1000;
const recordingChecks = new Map<string, { available: boolean; checkedAt: number }>();
const RECORDING_CHECKS_KEPT = 1_000;

/**
 * Whether the recording at `videoUrl` (a site path such as /videos/kelas/apa.mp4) is a file among
 * the client's public files. Anything else (an external address, a path with "..", a query, a
 * directory) is not available. Answers are remembered for a few minutes per path and roots.
 */
export function lessonRecordingAvailable(videoUrl: string, roots: readonly string[] = PUBLIC_FILE_ROOTS): boolean {
  if (!SITE_FILE_PATH.test(videoUrl) || videoUrl.split('/').includes('..')) return false;
  const key = `${roots.join('\u0000')}\u0001${videoUrl}`;
  const now = Date.now();
  const known = recordingChecks.get(key);
  if (known && now - known.checkedAt < RECORDING_CHECK_TTL_MS) return known.available;
  const available = roots.some((root) => isFileInside(resolve(root), videoUrl));
  if (recordingChecks.size >= RECORDING_CHECKS_KEPT) recordingChecks.clear();
  recordingChecks.set(key, { available, checkedAt: now });
  return available;
}

function isFileInside(root: string, sitePath: string): boolean {
  const file = resolve(root, `.${sitePath}`);
  if (!file.startsWith(root + sep)) return false;
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The folder with package.json above this module (app/models in development, build/server bundled). */
function projectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    dir = dirname(dir);
  }
  return process.cwd();
}

// ---------------------------------------------------------------------------------------------
// Statements and the cache

/** SQLite's "no limit". */
const NO_LIMIT = -1;

function normaliseLimit(limit: number | undefined): number {
  if (limit === undefined) return NO_LIMIT;
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit must be a positive integer, got ${limit}`);
  return limit;
}

const statementsFor = perDatabase(buildStatements);

function buildStatements(database: Db) {
  const summaryColumns = {
    slug: articles.slug,
    title: articles.title,
    description: articles.description,
    category: articles.category,
    publishDate: articles.publishDate,
    headlineImageUrl: articles.headlineImageUrl,
  };
  const published = and(eq(articles.isPublished, true), lte(articles.publishDate, sql.placeholder('today')));
  const articleList = database
    .select(summaryColumns)
    .from(articles)
    .where(
      and(
        published,
        sql`(${sql.placeholder('category')} IS NULL OR ${articles.category} = ${sql.placeholder('category')})`,
      ),
    )
    .orderBy(desc(articles.publishDate), desc(articles.id))
    .limit(sql.placeholder('limit'))
    .prepare();
  const articleBySlug = database
    .select({ ...summaryColumns, content: articles.content })
    .from(articles)
    .where(and(eq(articles.slug, sql.placeholder('slug')), published))
    .prepare();

  const courseColumns = {
    id: videoCourses.id,
    slug: videoCourses.slug,
    name: videoCourses.name,
    description: videoCourses.description,
    thumbnailUrl: videoCourses.thumbnailUrl,
  };
  const firstVideoSlug = sql<string | null>`(SELECT ${videos.slug} FROM ${videos} WHERE ${videos.courseId} = ${videoCourses.id} ORDER BY ${videos.position}, ${videos.id} LIMIT 1)`;
  const courseList = database
    .select({
      ...courseColumns,
      videoCount: count(videos.id),
      totalDurationSeconds: sum(videos.durationSeconds).mapWith(Number),
      // Newline-separated (a site file path has none): only counted, so their order does not matter.
      videoUrls: sql<string | null>`group_concat(${videos.videoUrl}, char(10))`,
      firstVideoSlug,
    })
    .from(videoCourses)
    .innerJoin(videos, eq(videos.courseId, videoCourses.id))
    .where(eq(videoCourses.isPublished, true))
    .groupBy(videoCourses.id)
    .orderBy(asc(videoCourses.position), asc(videoCourses.id))
    .limit(sql.placeholder('limit'))
    .prepare();
  const courseBySlug = database
    .select(courseColumns)
    .from(videoCourses)
    .where(and(eq(videoCourses.slug, sql.placeholder('slug')), eq(videoCourses.isPublished, true)))
    .prepare();
  const lessonsOfCourse = database
    .select({
      slug: videos.slug,
      title: videos.title,
      description: videos.description,
      durationSeconds: videos.durationSeconds,
      videoUrl: videos.videoUrl,
    })
    .from(videos)
    .where(eq(videos.courseId, sql.placeholder('courseId')))
    .orderBy(asc(videos.position), asc(videos.id))
    .prepare();
  return { articleList, articleBySlug, courseList, courseBySlug, lessonsOfCourse };
}

/**
 * Lists per database, valid for one databaseVersion (lib/db-version.server.ts). The keys carry what
 * else a list depends on: the Jakarta date for articles, the recording-check period for courses.
 */
const LISTS_KEPT = 200;
const articleLists = versionedCache<readonly ArticleSummary[]>(LISTS_KEPT);
const categoryLists = versionedCache<readonly string[]>(LISTS_KEPT);
const courseLists = versionedCache<readonly VideoCourseSummary[]>(LISTS_KEPT);
