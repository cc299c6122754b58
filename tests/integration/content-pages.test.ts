// The content pages rendered on the server from their loaders' data (issue 4), in Indonesian and
// English: article body as elements (never HTML from the database), image sizes and lazy loading,
// the honest "recording not published" notice instead of a player, the lesson list's aria-current,
// and the English note that the texts are Indonesian. (Browser journeys are Playwright's.)
import { createElement, type ComponentType, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { VIDEO_COURSES } from '../../seeds/content';
import { callRoute } from '../support/route';
import { ContentNotFound } from '~/components/content/content-not-found';
import { db } from '~/lib/db.server';
import { i18nOptions } from '~/locales';
import * as articlePage from '~/routes/content/article';
import * as articlesPage from '~/routes/content/articles';
import * as lessonPage from '~/routes/content/lesson';
import * as universityPage from '~/routes/content/university';

function i18nFor(lng: 'id' | 'en'): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({ ...i18nOptions, lng, initAsync: false });
  return instance;
}
const languages = { id: i18nFor('id'), en: i18nFor('en') };

function render(element: ReactElement, lng: 'id' | 'en' = 'id'): string {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/artikel'] });
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n: languages[lng] }, createElement(RouterProvider, { router })));
}

function renderPage(Page: unknown, loaderData: unknown, lng: 'id' | 'en' = 'id'): string {
  return render(createElement(Page as ComponentType<{ loaderData: unknown }>, { loaderData }), lng);
}

const count = (html: string, needle: string | RegExp) => html.split(needle).length - 1;

describe('/artikel page', () => {
  it('renders a card per article with a sized image, lazy below the first', async () => {
    const { data } = await callRoute(articlesPage.loader, { url: '/artikel' });
    const html = renderPage(articlesPage.default, data);
    expect(count(html, 'data-testid="article-card"')).toBe(data!.articles.length);
    expect(count(html, 'width="1200" height="630"')).toBe(data!.articles.length);
    expect(count(html, 'loading="lazy"')).toBe(data!.articles.length - 1);
    expect(html).toContain(`href="${data!.articles[0]!.detailUrl}"`);
    expect(html).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}">\d{1,2} [A-Z][a-z]+ \d{4}<\/time>/);
    // The category links: "all" is the current one.
    expect(html).toMatch(/<a href="\/artikel" data-discover="true"[^>]*aria-current="page"/);
    expect(html).not.toContain('data-testid="language-note"');
    expect(renderPage(articlesPage.default, data, 'en')).toContain('Our articles are written in Indonesian.');
  });
});

describe('/artikel/{slug} page', () => {
  it('renders the body as headings, paragraphs and lists, with the title as the image text', async () => {
    const { data } = await callRoute(articlePage.loader, { url: '/artikel/apa-itu-reksa-dana', params: { slug: 'apa-itu-reksa-dana' } });
    const html = renderPage(articlePage.default, data);
    expect(html).toContain('<h1 id="article-title" lang="id"');
    expect(html).toContain(`alt="${data!.article.title}"`);
    expect(html).toMatch(/<h2[^>]*>Tiga pihak yang menjaga uangmu<\/h2>/);
    expect(html).toMatch(/<ul[^>]*><li>Investor: kamu/);
    expect(html).not.toContain('## ');
    expect(count(html, 'data-testid="more-articles"')).toBe(1);
    expect(html).not.toContain('This article is in Indonesian.');
    expect(renderPage(articlePage.default, data, 'en')).toContain('This article is in Indonesian.');
  });

  it('shows markup in an article as text', async () => {
    const slug = 'apa-itu-reksa-dana';
    const before = db().select().from(schema.articles).where(eq(schema.articles.slug, slug)).get()!;
    db().update(schema.articles).set({ content: 'Awal <img src=x onerror="alert(1)"> akhir.\n\n- <b>tebal</b>' }).where(eq(schema.articles.slug, slug)).run();
    try {
      const { data } = await callRoute(articlePage.loader, { url: `/artikel/${slug}`, params: { slug } });
      const html = renderPage(articlePage.default, data);
      expect(html).toContain('Awal &lt;img src=x onerror=&quot;alert(1)&quot;&gt; akhir.');
      expect(html).toContain('<li>&lt;b&gt;tebal&lt;/b&gt;</li>');
      expect(html).not.toContain('<img src=x');
    } finally {
      db().update(schema.articles).set({ content: before.content }).where(eq(schema.articles.id, before.id)).run();
    }
  });

  it('has a not-found state for the error boundary', () => {
    const html = render(createElement(ContentNotFound, { kind: 'article' }));
    expect(html).toContain('Artikel tidak ditemukan');
    expect(html).toContain('href="/artikel"');
  });
});

describe('/university page', () => {
  it('renders a card per course with its lessons and length', async () => {
    const { data } = await callRoute(universityPage.loader, { url: '/university' });
    const html = renderPage(universityPage.default, data);
    expect(count(html, 'data-testid="course-card"')).toBe(VIDEO_COURSES.length);
    expect(count(html, 'width="640" height="360"')).toBe(VIDEO_COURSES.length);
    // No recordings in the demo: every card says its videos are still to come.
    expect(count(html, 'data-testid="recordings-pending"')).toBe(VIDEO_COURSES.length);
    expect(html).toContain('3 pelajaran');
    expect(html).toContain('4 pelajaran');
    expect(html).toMatch(/<time dateTime="PT\d+M\d*S?">± \d+ menit<\/time>/);
    expect(renderPage(universityPage.default, data, 'en')).toContain('4 lessons');
  });
});

describe('/university/{playlistSlug}/{videoSlug} page', () => {
  const course = VIDEO_COURSES[1]!;
  const params = { playlistSlug: course.slug, videoSlug: course.videos[1]!.slug };
  const load = () => callRoute(lessonPage.loader, { url: `/university/${params.playlistSlug}/${params.videoSlug}`, params });

  it('says the recording is not published instead of showing a player', async () => {
    const { data } = await load();
    const html = renderPage(lessonPage.default, data);
    expect(html).not.toContain('<video');
    expect(html).toContain('data-testid="recording-unpublished"');
    expect(html).toContain('Rekaman pelajaran ini belum diterbitkan');
    expect(html).toContain(course.videos[1]!.description);
    const duration = course.videos[1]!.durationSeconds;
    const mmss = `${String(Math.floor(duration / 60)).padStart(2, '0')}:${String(duration % 60).padStart(2, '0')}`;
    expect(html).toContain(`>${mmss}</time>`);
    // The lesson list marks the current lesson, and only it.
    expect(count(html, 'aria-current="page"')).toBe(1);
    expect(html).toMatch(new RegExp(`href="/university/${course.slug}/${course.videos[1]!.slug}"[^>]*aria-current="page"`));
    expect(html).toContain(`rel="prev"`);
    expect(html).toContain(`rel="next"`);
    expect(html).toContain('Pelajaran 2 dari 4');
    expect(renderPage(lessonPage.default, data, 'en')).toContain('This lesson is in Indonesian.');
  });

  it('shows a player when the recording is published', async () => {
    const { data } = await load();
    const withRecording = { ...data!, current: { ...data!.current, recordingUrl: '/videos/kelas/satu.mp4' } };
    const html = renderPage(lessonPage.default, withRecording);
    expect(html).toMatch(/<video controls="" preload="metadata"[^>]*><source src="\/videos\/kelas\/satu.mp4" type="video\/mp4"\/>/);
    expect(html).not.toContain('data-testid="recording-unpublished"');
  });
});
