// /artikel/{slug}: one published article (spec funds §2.1 route table; spec landing §3 "Article";
// issue 4). The body is the plain-text format of seeds/content.ts, parsed into blocks
// (domain/text.ts parseArticleBody) and rendered as React elements: database text is never HTML.
// An unknown or unpublished slug is a 404 with the content not-found state.
import { data, isRouteErrorResponse, useRouteError } from 'react-router';
import { useT } from '~/lib/use-t';
import type { Route } from './+types/article';
import { ARTICLE_IMAGE_SIZE } from '~/components/content/content-cards';
import { ContentNotFound } from '~/components/content/content-not-found';
import { LanguageNote } from '~/components/content/content-page-header';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { AppLink } from '~/components/ui/app-link';
import { ArrowRightIcon, ChevronRightIcon } from '~/components/ui/icons';
import type { Language } from '~/domain/enums';
import type { ArticleBlock } from '~/domain/text';
import { formatDayMonthYear } from '~/lib/format';
import { publicOrigin } from '~/lib/public-origin.server';
import { getArticle, listArticles, type ArticleSummary } from '~/models/content.server';
import { loadTranslations, translations } from '~/locales/loading';

const MORE_ARTICLES = 3;

export const handle = translations('content');
export const clientMiddleware = [loadTranslations(handle)];

export function loader({ request, params }: Route.LoaderArgs) {
  const article = getArticle(params.slug);
  if (!article) throw data({ notFound: true }, { status: 404 });
  const more = listArticles({ limit: MORE_ARTICLES + 1 })
    .filter((other) => other.slug !== article.slug)
    .slice(0, MORE_ARTICLES);
  return { article, more, imageUrl: `${publicOrigin(request)}${article.headlineImageUrl}` };
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, more } = loaderData;
  const { t, locale } = useT('content');
  return (
    <div className="page-container py-4 md:py-8" data-testid="article-page" data-article-slug={article.slug}>
      <AppLink to="/artikel" className="btn-ghost -ml-3 mb-2 gap-1" data-testid="back-link">
        <ChevronRightIcon size={18} className="rotate-180" />
        {t('article.back')}
      </AppLink>

      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12">
        <article aria-labelledby="article-title" className="min-w-0">
          <header className="max-w-3xl">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
              <span lang="id" className="rounded-full bg-brand-soft px-3 py-1 leading-none font-medium text-brand-strong">
                {article.category}
              </span>
              <time dateTime={article.publishDate}>{t('articles.publishedOn', { date: formatDayMonthYear(article.publishDate, locale) })}</time>
            </p>
            <h1
              id="article-title"
              lang="id"
              className="mt-3 text-[1.75rem] leading-tight font-bold tracking-tight text-balance text-ink md:text-4xl md:leading-[1.15]"
            >
              {article.title}
            </h1>
            <p lang="id" className="mt-3 text-lg leading-relaxed text-ink-muted">
              {article.description}
            </p>
            <LanguageNote note={t('article.languageNote')} className="mt-4 rounded-[var(--radius-control)] bg-info-soft px-3 py-2 text-sm text-ink" />
          </header>

          <img
            src={article.headlineImageUrl}
            alt={article.title}
            {...ARTICLE_IMAGE_SIZE}
            fetchPriority="high"
            decoding="async"
            className="mt-6 aspect-[1200/630] h-auto w-full max-w-3xl rounded-[var(--radius-card)] bg-brand-soft object-cover"
          />

          <ArticleBody blocks={article.body} />
        </article>

        <div className="grid content-start gap-6">
          {more.length > 0 ? <MoreArticles articles={more} locale={locale} /> : null}
          <LearnCard />
        </div>
      </div>
    </div>
  );
}

/** The parsed body: subheadings (h2), paragraphs, bullet lists; all text nodes. */
function ArticleBody({ blocks }: { blocks: ArticleBlock[] }) {
  return (
    <div lang="id" className="mt-8 max-w-3xl text-base leading-relaxed text-ink md:text-lg md:leading-relaxed" data-testid="article-body">
      {blocks.map((block, i) => {
        switch (block.kind) {
          case 'heading':
            return (
              <h2 key={i} className="mt-8 mb-3 text-xl font-bold tracking-tight text-ink first:mt-0 md:text-2xl">
                {block.text}
              </h2>
            );
          case 'list':
            return (
              <ul key={i} className="mb-5 list-disc space-y-2 pl-6 marker:text-brand">
                {block.items.map((item, j) => (
                  <li key={j}>{item}</li>
                ))}
              </ul>
            );
          default:
            return (
              <p key={i} className="mb-5">
                {block.text}
              </p>
            );
        }
      })}
    </div>
  );
}

function MoreArticles({ articles, locale }: { articles: ArticleSummary[]; locale: Language }) {
  const { t } = useT('content');
  return (
    <section aria-labelledby="more-articles-title" className="card">
      <h2 id="more-articles-title" className="text-lg font-bold text-ink">
        {t('article.moreTitle')}
      </h2>
      <ul className="mt-4 grid gap-4" data-testid="more-articles">
        {articles.map((other) => (
          <li key={other.slug} className="relative flex gap-3 rounded-[var(--radius-control)] focus-within:ring-2 focus-within:ring-focus">
            <img
              src={other.headlineImageUrl}
              alt=""
              {...ARTICLE_IMAGE_SIZE}
              loading="lazy"
              decoding="async"
              className="aspect-[1200/630] h-auto w-24 shrink-0 self-start rounded-lg bg-brand-soft object-cover"
            />
            <div className="min-w-0">
              <AppLink
                to={other.detailUrl}
                lang="id"
                className="text-sm leading-snug font-semibold text-ink after:absolute after:inset-0 hover:text-brand-strong focus:outline-none"
              >
                {other.titleShort}
              </AppLink>
              <p className="mt-1 text-xs text-ink-muted">
                <time dateTime={other.publishDate}>{formatDayMonthYear(other.publishDate, locale)}</time>
              </p>
            </div>
          </li>
        ))}
      </ul>
      <AppLink to="/artikel" className="mt-4 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand hover:underline">
        {t('article.seeAll')}
        <ArrowRightIcon size={16} />
      </AppLink>
    </section>
  );
}

function LearnCard() {
  const { t } = useT('content');
  return (
    <section aria-labelledby="learn-card-title" className="rounded-[var(--radius-card)] bg-brand-soft/60 p-5">
      <h2 id="learn-card-title" className="font-semibold text-ink">
        {t('article.learnTitle')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('article.learnBody')}</p>
      <AppLink to="/university" className="mt-3 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-strong hover:underline">
        {t('article.learnLink')}
        <ArrowRightIcon size={16} />
      </AppLink>
    </section>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const { loaderData, error } = args;
  if (error || !loaderData) {
    return pageMeta(args, { title: texts(metaLocale(args.matches)).content.article.notFound.metaTitle, indexable: false });
  }
  const { article } = loaderData;
  return [
    ...pageMeta(args, { title: article.title, description: article.description, indexable: true }),
    { property: 'og:type', content: 'article' },
    { property: 'og:image', content: loaderData.imageUrl },
    { property: 'article:published_time', content: article.publishDate },
  ];
};

export function ErrorBoundary() {
  const error = useRouteError();
  // Anything else than the loader's 404 goes to the app's error page.
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <ContentNotFound kind="article" />;
}
