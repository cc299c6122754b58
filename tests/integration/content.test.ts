// Articles and video lessons (issue 4; spec landing §3 "Article", "Video course", §9) against this
// file's copy of the seeded database: the model (models/content.server.ts) and the loaders of
// /artikel, /artikel/{slug}, /university, /university/{course} and /university/{course}/{lesson}.
// Tests that change rows put them back, so the order of the tests does not matter.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { ARTICLES, VIDEO_COURSES, videoUrl } from '../../seeds/content';
import { callRoute } from '../support/route';
import { db } from '~/lib/db.server';
import { setFeatureFlag } from '~/models/feature-flags.server';
import {
  getArticle,
  getVideoLesson,
  lessonRecordingAvailable,
  listArticleCategories,
  listArticles,
  listVideoCourses,
  PUBLIC_FILE_ROOTS,
} from '~/models/content.server';
import * as articlePage from '~/routes/content/article';
import * as articlesPage from '~/routes/content/articles';
import * as coursePage from '~/routes/content/course';
import * as lessonPage from '~/routes/content/lesson';
import * as universityPage from '~/routes/content/university';

const byNewest = [...ARTICLES].sort((a, b) => a.daysAgo - b.daysAgo);
const { articles, videoCourses, videos } = schema;

/** Runs `change`, then `check`, then puts the row back whatever happened. */
function withArticle(slug: string, change: Partial<typeof articles.$inferInsert>, check: () => void) {
  const before = db().select().from(articles).where(eq(articles.slug, slug)).get()!;
  db().update(articles).set(change).where(eq(articles.slug, slug)).run();
  try {
    check();
  } finally {
    db().update(articles).set(before).where(eq(articles.id, before.id)).run();
  }
}

function withVideoLearning(enabled: boolean, check: () => Promise<void>) {
  const set = (value: boolean) =>
    setFeatureFlag(db(), { name: 'videoLearning', enabled: value, actor: { kind: 'cli' }, now: new Date() });
  set(enabled);
  return check().finally(() => set(true));
}

describe('listArticles', () => {
  it('returns the published articles newest first, as summaries', () => {
    const list = listArticles();
    expect(list.map((a) => a.slug)).toEqual(byNewest.map((a) => a.slug));
    const dates = list.map((a) => a.publishDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const first = list[0]!;
    const seed = byNewest[0]!;
    expect(first).toEqual({
      slug: seed.slug,
      title: seed.title,
      titleShort: seed.title,
      description: seed.description,
      category: seed.category,
      publishDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      headlineImageUrl: `/images/articles/${seed.slug}.svg`,
      detailUrl: `/artikel/${seed.slug}`,
    });
    // Plain JSON: what the landing page returns from its loader.
    expect(JSON.parse(JSON.stringify(list))).toEqual(list);
  });

  it('takes a limit and a category', () => {
    expect(listArticles({ limit: 4 }).map((a) => a.slug)).toEqual(byNewest.slice(0, 4).map((a) => a.slug));
    const syariah = listArticles({ category: 'Syariah' });
    expect(syariah.map((a) => a.slug)).toEqual(byNewest.filter((a) => a.category === 'Syariah').map((a) => a.slug));
    expect(listArticles({ category: 'Tidak Ada' })).toEqual([]);
    expect(listArticleCategories()).toEqual([...new Set(byNewest.map((a) => a.category))]);
    expect(() => listArticles({ limit: 0 })).toThrow(RangeError);
  });

  it('leaves out unpublished articles and those dated after today (Jakarta)', () => {
    const [newest, second] = byNewest;
    withArticle(newest!.slug, { isPublished: false }, () => {
      expect(listArticles().map((a) => a.slug)).not.toContain(newest!.slug);
      expect(listArticles({ limit: 1 })[0]!.slug).toBe(second!.slug);
      expect(getArticle(newest!.slug)).toBeNull();
    });
    withArticle(newest!.slug, { publishDate: '2999-01-01' }, () => {
      expect(listArticles().map((a) => a.slug)).not.toContain(newest!.slug);
      expect(getArticle(newest!.slug)).toBeNull();
    });
    expect(listArticles({ limit: 1 })[0]!.slug).toBe(newest!.slug);
  });

  it('answers from memory until the database changes', () => {
    const first = listArticles({ limit: 4 });
    expect(listArticles({ limit: 4 })).toBe(first);
    const long = 'Panduan Lengkap Mengenal Reksa Dana Pasar Uang, Pendapatan Tetap, Campuran, dan Saham untuk Investor Pemula di Indonesia';
    withArticle(byNewest[0]!.slug, { title: long }, () => {
      const changed = listArticles({ limit: 4 });
      expect(changed).not.toBe(first);
      // spec landing §9: the short title has at most 100 characters, cut on a word boundary.
      expect(changed[0]!.title).toBe(long);
      expect(changed[0]!.titleShort).toBe('Panduan Lengkap Mengenal Reksa Dana Pasar Uang, Pendapatan Tetap, Campuran, dan Saham untuk…');
    });
  });
});

describe('getArticle', () => {
  it('returns the article with its body as blocks', () => {
    const article = getArticle('apa-itu-reksa-dana')!;
    expect(article.title).toBe(ARTICLES.find((a) => a.slug === 'apa-itu-reksa-dana')!.title);
    expect(article.body[0]).toMatchObject({ kind: 'paragraph' });
    expect(article.body).toContainEqual({ kind: 'heading', text: 'Tiga pihak yang menjaga uangmu' });
    const list = article.body.find((block) => block.kind === 'list');
    expect(list).toMatchObject({ kind: 'list', items: expect.arrayContaining([expect.stringMatching(/^Investor: kamu/)]) });
    expect(article.body.every((block) => !('text' in block) || !block.text.startsWith('## '))).toBe(true);
  });

  it('is null for an unknown slug', () => {
    expect(getArticle('tidak-ada')).toBeNull();
    expect(getArticle('')).toBeNull();
  });
});

describe('listVideoCourses', () => {
  it('returns the published courses in their order with lesson count, first lesson and length', () => {
    const courses = listVideoCourses({ limit: 10 });
    expect(courses.map((c) => c.slug)).toEqual(VIDEO_COURSES.map((c) => c.slug));
    courses.forEach((course, i) => {
      const seed = VIDEO_COURSES[i]!;
      expect(course).toEqual({
        id: expect.any(Number),
        slug: seed.slug,
        name: seed.name,
        description: seed.description,
        thumbnailUrl: `/images/videos/${seed.slug}.svg`,
        videoCount: seed.videos.length,
        // The demo ships no recordings.
        recordingCount: 0,
        totalDurationSeconds: seed.videos.reduce((sum, v) => sum + v.durationSeconds, 0),
        firstVideoSlug: seed.videos[0]!.slug,
        detailUrl: `/university/${seed.slug}/${seed.videos[0]!.slug}`,
      });
    });
    expect(listVideoCourses({ limit: 2 }).map((c) => c.slug)).toEqual(VIDEO_COURSES.slice(0, 2).map((c) => c.slug));
    expect(listVideoCourses({ limit: 10 })).toBe(courses);
  });

  it('leaves out unpublished courses and courses without lessons', () => {
    const first = VIDEO_COURSES[0]!.slug;
    db().update(videoCourses).set({ isPublished: false }).where(eq(videoCourses.slug, first)).run();
    const empty = db()
      .insert(videoCourses)
      .values({ slug: 'kelas-kosong', name: 'Kelas Kosong', description: '-', thumbnailUrl: '/x.svg', position: 0 })
      .returning({ id: videoCourses.id })
      .get();
    try {
      const slugs = listVideoCourses().map((c) => c.slug);
      expect(slugs).not.toContain(first);
      expect(slugs).not.toContain('kelas-kosong');
      expect(getVideoLesson(first, VIDEO_COURSES[0]!.videos[0]!.slug)).toBeNull();
    } finally {
      db().delete(videoCourses).where(eq(videoCourses.id, empty.id)).run();
      db().update(videoCourses).set({ isPublished: true }).where(eq(videoCourses.slug, first)).run();
    }
    expect(listVideoCourses()[0]!.slug).toBe(first);
  });
});

describe('getVideoLesson', () => {
  const course = VIDEO_COURSES[1]!; // four lessons

  it('returns the course, its ordered lessons, the current one and its neighbours', () => {
    const lesson = getVideoLesson(course.slug, course.videos[1]!.slug)!;
    expect(lesson.course).toMatchObject({ slug: course.slug, name: course.name, videoCount: 4, firstVideoSlug: course.videos[0]!.slug });
    expect(lesson.lessons.map((l) => l.slug)).toEqual(course.videos.map((v) => v.slug));
    expect(lesson.lessons.map((l) => l.position)).toEqual([1, 2, 3, 4]);
    expect(lesson.current).toEqual({
      slug: course.videos[1]!.slug,
      title: course.videos[1]!.title,
      description: course.videos[1]!.description,
      durationSeconds: course.videos[1]!.durationSeconds,
      position: 2,
      detailUrl: `/university/${course.slug}/${course.videos[1]!.slug}`,
      // The demo ships no recordings.
      recordingUrl: null,
    });
    expect(lesson.previous?.slug).toBe(course.videos[0]!.slug);
    expect(lesson.next?.slug).toBe(course.videos[2]!.slug);
  });

  it('has no previous lesson on the first and no next on the last', () => {
    expect(getVideoLesson(course.slug, course.videos[0]!.slug)!.previous).toBeNull();
    expect(getVideoLesson(course.slug, course.videos[3]!.slug)!.next).toBeNull();
  });

  it('is null for an unknown course, an unknown lesson, or a lesson of another course', () => {
    expect(getVideoLesson('tidak-ada', course.videos[0]!.slug)).toBeNull();
    expect(getVideoLesson(course.slug, 'tidak-ada')).toBeNull();
    // "reksa-dana-syariah" is a lesson of investasi-syariah only.
    expect(getVideoLesson(VIDEO_COURSES[0]!.slug, 'reksa-dana-syariah')).toBeNull();
  });
});

describe('lessonRecordingAvailable', () => {
  const dir = mkdtempSync(join(tmpdir(), 'celengan-recordings-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is false for every seeded lesson: the demo ships no recordings', () => {
    for (const row of db().select({ videoUrl: videos.videoUrl }).from(videos).all()) {
      expect(lessonRecordingAvailable(row.videoUrl)).toBe(false);
    }
    // The client's public files: public/ (development) and build/client/ (the production build).
    expect(PUBLIC_FILE_ROOTS).toEqual([join(process.cwd(), 'public'), join(process.cwd(), 'build', 'client')]);
  });

  it('is true for a file under one of the roots, and false for anything that is not a site file path', () => {
    const otherRoot = join(dir, 'build-client');
    mkdirSync(join(dir, 'public', 'videos', 'kelas'), { recursive: true });
    mkdirSync(otherRoot, { recursive: true });
    writeFileSync(join(dir, 'public', 'videos', 'kelas', 'satu.mp4'), 'not really a video');
    writeFileSync(join(dir, 'secret.mp4'), 'outside the roots');
    const roots = [join(dir, 'public'), otherRoot];
    expect(lessonRecordingAvailable('/videos/kelas/satu.mp4', roots)).toBe(true);
    expect(lessonRecordingAvailable('/videos/kelas/dua.mp4', roots)).toBe(false);
    expect(lessonRecordingAvailable('/videos/kelas', roots)).toBe(false); // a directory
    expect(lessonRecordingAvailable('/../secret.mp4', roots)).toBe(false);
    expect(lessonRecordingAvailable('/videos/../../secret.mp4', roots)).toBe(false);
    expect(lessonRecordingAvailable('videos/kelas/satu.mp4', roots)).toBe(false);
    expect(lessonRecordingAvailable('/videos/kelas/satu.mp4?x=1', roots)).toBe(false);
    expect(lessonRecordingAvailable('https://cdn.example.com/videos/kelas/satu.mp4', roots)).toBe(false);
    expect(lessonRecordingAvailable('//cdn.example.com/satu.mp4', roots)).toBe(false);
    // The answer is remembered: removing the file does not change it at once.
    rmSync(join(dir, 'public', 'videos', 'kelas', 'satu.mp4'));
    expect(lessonRecordingAvailable('/videos/kelas/satu.mp4', roots)).toBe(true);
  });
});

describe('/artikel', () => {
  it('lists every published article, newest first, with the categories', async () => {
    const result = await callRoute(articlesPage.loader, { url: '/artikel' });
    expect(result.status).toBe(200);
    expect(result.data!.articles.map((a) => a.slug)).toEqual(byNewest.map((a) => a.slug));
    expect(result.data!.category).toBeNull();
    expect(result.data!.categories).toContain('Syariah');
  });

  it('narrows to a known category and ignores an unknown one', async () => {
    const syariah = await callRoute(articlesPage.loader, { url: '/artikel?kategori=Syariah' });
    expect(syariah.data!.category).toBe('Syariah');
    expect(syariah.data!.articles.map((a) => a.category)).toEqual(byNewest.filter((a) => a.category === 'Syariah').map(() => 'Syariah'));
    const spaced = await callRoute(articlesPage.loader, { url: '/artikel?kategori=Perencanaan%20Keuangan' });
    expect(spaced.data!.articles.length).toBe(ARTICLES.filter((a) => a.category === 'Perencanaan Keuangan').length);
    const unknown = await callRoute(articlesPage.loader, { url: '/artikel?kategori=%3Cscript%3E' });
    expect(unknown.status).toBe(200);
    expect(unknown.data!.category).toBeNull();
    expect(unknown.data!.articles).toHaveLength(ARTICLES.length);
  });
});

describe('/artikel/{slug}', () => {
  it('returns the article, three more articles and its image address', async () => {
    const slug = byNewest[0]!.slug;
    const result = await callRoute(articlePage.loader, { url: `/artikel/${slug}`, params: { slug } });
    expect(result.status).toBe(200);
    const { article, more, imageUrl } = result.data!;
    expect(article.slug).toBe(slug);
    expect(article.body.length).toBeGreaterThan(3);
    expect(more.map((a) => a.slug)).toEqual(byNewest.slice(1, 4).map((a) => a.slug));
    expect(imageUrl).toBe(`http://localhost/images/articles/${slug}.svg`);
  });

  it('leaves the article itself out of "more articles" wherever it is in the list', async () => {
    const slug = byNewest[2]!.slug;
    const result = await callRoute(articlePage.loader, { url: `/artikel/${slug}`, params: { slug } });
    expect(result.data!.more.map((a) => a.slug)).toEqual([byNewest[0]!, byNewest[1]!, byNewest[3]!].map((a) => a.slug));
  });

  it('is a 404 for an unknown or unpublished slug', async () => {
    const unknown = await callRoute(articlePage.loader, { url: '/artikel/tidak-ada', params: { slug: 'tidak-ada' } });
    expect(unknown.status).toBe(404);
    const slug = byNewest[0]!.slug;
    db().update(articles).set({ isPublished: false }).where(eq(articles.slug, slug)).run();
    try {
      const hidden = await callRoute(articlePage.loader, { url: `/artikel/${slug}`, params: { slug } });
      expect(hidden.status).toBe(404);
    } finally {
      db().update(articles).set({ isPublished: true }).where(eq(articles.slug, slug)).run();
    }
  });
});

describe('/university', () => {
  it('lists the courses', async () => {
    const result = await callRoute(universityPage.loader, { url: '/university' });
    expect(result.status).toBe(200);
    expect(result.data!.courses.map((c) => c.slug)).toEqual(VIDEO_COURSES.map((c) => c.slug));
  });

  it('is a 404 while video learning is switched off', () =>
    withVideoLearning(false, async () => {
      expect((await callRoute(universityPage.loader, { url: '/university' })).status).toBe(404);
      const course = VIDEO_COURSES[0]!;
      const params = { playlistSlug: course.slug, videoSlug: course.videos[0]!.slug };
      const lesson = await callRoute(lessonPage.loader, { url: `/university/${params.playlistSlug}/${params.videoSlug}`, params });
      expect(lesson.status).toBe(404);
      expect(lesson.data).toEqual({ notFound: 'disabled' });
    }));
});

describe('/university/{playlistSlug}/{videoSlug}', () => {
  const course = VIDEO_COURSES[0]!;
  const call = (playlistSlug: string, videoSlug: string) =>
    callRoute(lessonPage.loader, { url: `/university/${playlistSlug}/${videoSlug}`, params: { playlistSlug, videoSlug } });

  it('returns the lesson without a recording, with the course and its lessons', async () => {
    const result = await call(course.slug, course.videos[0]!.slug);
    expect(result.status).toBe(200);
    const lesson = result.data!;
    expect(lesson.current.slug).toBe(course.videos[0]!.slug);
    expect(lesson.current.recordingUrl).toBeNull();
    expect(lesson.current.durationSeconds).toBe(course.videos[0]!.durationSeconds);
    expect(lesson.lessons).toHaveLength(course.videos.length);
    expect(lesson.previous).toBeNull();
    expect(lesson.next?.detailUrl).toBe(`/university/${course.slug}/${course.videos[1]!.slug}`);
    // The recording's address is not sent while there is nothing to play.
    expect(JSON.stringify(lesson)).not.toContain(videoUrl(course.slug, course.videos[0]!.slug));
  });

  it('is a 404 for an unknown course or lesson', async () => {
    const unknownCourse = await call('tidak-ada', course.videos[0]!.slug);
    expect(unknownCourse.status).toBe(404);
    expect(unknownCourse.data).toEqual({ notFound: 'lesson' });
    expect((await call(course.slug, 'tidak-ada')).status).toBe(404);
  });
});

describe('/university/{playlistSlug}', () => {
  it('redirects to the first lesson, and is a 404 for an unknown course', async () => {
    const course = VIDEO_COURSES[2]!;
    const result = await callRoute(coursePage.loader, { url: `/university/${course.slug}`, params: { playlistSlug: course.slug } });
    expect(result.status).toBe(302);
    expect(result.location).toBe(`/university/${course.slug}/${course.videos[0]!.slug}`);
    const unknown = await callRoute(coursePage.loader, { url: '/university/tidak-ada', params: { playlistSlug: 'tidak-ada' } });
    expect(unknown.status).toBe(404);
  });
});
