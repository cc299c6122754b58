// /artikel: every published article, newest first (spec funds §2.1 route table; spec landing §7
// "article list"; issue 4). `?kategori=Investasi` narrows the list to one category; the category
// links are plain links, so the page works without JavaScript. An unknown category shows them all.
import { useT } from '~/lib/use-t';
import type { Route } from './+types/articles';
import { ArticleCard } from '~/components/content/content-cards';
import { ContentPageHeader } from '~/components/content/content-page-header';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { AppLink } from '~/components/ui/app-link';
import { cx } from '~/components/ui/cx';
import { listArticleCategories, listArticles } from '~/models/content.server';
import { loadTranslations, translations } from '~/locales/loading';

const CATEGORY_QUERY = 'kategori';

export const handle = translations('content');
export const clientMiddleware = [loadTranslations(handle)];

export function loader({ request }: Route.LoaderArgs) {
  const requested = new URL(request.url).searchParams.get(CATEGORY_QUERY);
  const categories = listArticleCategories();
  const category = requested !== null && categories.includes(requested) ? requested : null;
  return { articles: listArticles({ category }), categories, category };
}

export default function ArticlesPage({ loaderData }: Route.ComponentProps) {
  const { articles, categories, category } = loaderData;
  const { t, locale } = useT('content');
  return (
    <div className="page-container py-6 md:py-10" data-testid="articles-page">
      <ContentPageHeader section="articles" />

      {categories.length > 1 ? <CategoryLinks categories={categories} selected={category} /> : null}

      <p className="sr-only" aria-live="polite">
        {t('articles.count', { count: articles.length })}
      </p>
      {articles.length === 0 ? (
        <div className="card mt-8 text-center">
          <h2 className="text-lg font-semibold text-ink">{t('articles.empty.title')}</h2>
          <p className="mt-1 text-ink-muted">{t('articles.empty.body')}</p>
        </div>
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2 md:gap-6 lg:grid-cols-3" aria-labelledby="articles-title" data-testid="article-list">
          {articles.map((article, i) => (
            <li key={article.slug}>
              <ArticleCard article={article} locale={locale} imageLoading={i === 0 ? 'eager' : 'lazy'} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function CategoryLinks({ categories, selected }: { categories: readonly string[]; selected: string | null }) {
  const { t } = useT('content');
  const chip = (active: boolean) =>
    cx(
      'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap',
      active ? 'border-brand bg-brand text-white' : 'border-line bg-surface text-ink hover:border-brand/50 hover:bg-brand-soft',
    );
  return (
    <nav aria-label={t('articles.categoriesLabel')} className="-mx-4 mt-6 overflow-x-auto px-4 md:mx-0 md:px-0">
      <ul className="flex gap-2">
        <li>
          <AppLink to="/artikel" className={chip(selected === null)} aria-current={selected === null ? 'page' : undefined}>
            {t('articles.allCategories')}
          </AppLink>
        </li>
        {categories.map((name) => (
          <li key={name}>
            <AppLink
              to={`/artikel?${CATEGORY_QUERY}=${encodeURIComponent(name)}`}
              lang="id"
              className={chip(selected === name)}
              aria-current={selected === name ? 'page' : undefined}
            >
              {name}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const { title, description } = texts(metaLocale(args.matches)).content.articles.meta;
  return pageMeta(args, { title, description, indexable: true });
};
