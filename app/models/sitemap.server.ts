// The public pages the sitemap lists (decision 034): the landing and its information pages, the fund
// type list and every category listing, every fund, every published article and, while video learning
// is switched on, the video classes and every lesson. Personal pages, form steps and the "soon" pages are
// not listed (they are not indexed either: components/layout/meta.ts pageMeta `indexable`).
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { funds } from '../../db/schema';
import { CATEGORY_PAGES, fundDetailPath } from '~/domain/fund-catalogue';
import type { SitemapPage } from '~/domain/search-engines';
import { db } from '~/lib/db.server';
import { PATHS } from '~/components/layout/links';
import { HOME_PATH } from '~/domain/policies/link-sanitizer';
import { getFeatureFlags } from './feature-flags.server';
import { productSitemapPaths } from '~/domain/product-paths';
import { getVideoLesson, listArticles, listVideoCourses } from './content.server';

/** The information pages of the mutual-fund area (spec funds §2.1). */
const INFORMATION_PAGES: readonly SitemapPage['path'][] = [
  HOME_PATH,
  PATHS.about,
  '/reksadana/prioritas',
  '/reksadana/tipe',
  PATHS.allFunds,
  '/reksadana/bandingkan',
  PATHS.articles,
];

export function listSitemapPages(database: Db = db()): SitemapPage[] {
  const pages: SitemapPage[] = INFORMATION_PAGES.map((path) => ({ path }));
  pages.push(...CATEGORY_PAGES.map((page) => ({ path: `/reksadana/${page.path}` as const })));
  const fundRows = database.select({ type: funds.type, slug: funds.slug }).from(funds).orderBy(asc(funds.id)).all();
  pages.push(...fundRows.map((fund) => ({ path: fundDetailPath(fund) })));
  // Issue 18 (helper products): the explore page, top funds, and the bonds pages while their flag is on (decision 089).
  pages.push(...productSitemapPaths(getFeatureFlags(database).bonds).map((path) => ({ path })));
  pages.push(...listArticles({}, database).map((article) => ({ path: article.detailUrl, lastModified: article.publishDate })));
  if (getFeatureFlags(database).videoLearning) {
    pages.push({ path: PATHS.learn });
    for (const course of listVideoCourses({}, database)) {
      const lessons = getVideoLesson(course.slug, course.firstVideoSlug, database)?.lessons ?? [];
      pages.push(...lessons.map((lesson) => ({ path: lesson.detailUrl })));
    }
  }
  return pages;
}
