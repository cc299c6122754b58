// /reksadana/tipe (spec funds §2.1 "type list", §2.3 fund type selector): the four fund types and
// the five collections, each with a short explanation, its risk and horizon where it has one, how
// many funds it holds, and a link to its list page.
import { useT } from '~/lib/use-t';
import { Link } from 'react-router';
import { EXPLORE_PATH, TOP_FUNDS_PATH } from '~/domain/product-paths';
import type { Route } from './+types/fund-types';
import { PATHS } from '~/components/layout/links';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { ChevronRightIcon } from '~/components/ui/icons';
import { cx } from '~/components/ui/cx';
import { FUND_TYPES, type FundType } from '~/domain/enums';
import { COLLECTIONS, COLLECTION_PATHS, FUND_TYPE_PATHS, riskLevel, type Collection, type RiskLevel } from '~/domain/fund-catalogue';
import { countCatalogue } from '~/models/fund-list.server';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('fundList', 'products');
export const clientMiddleware = [loadTranslations(handle)];

export function loader() {
  const counts = countCatalogue();
  const collections: Record<Collection, number> = {
    SYARIAH: counts.syariah,
    INDEX: counts.index,
    USD: counts.usd,
    NEWCOMER: counts.newcomer,
    SHARE_DIVIDEND: counts.shareDividend,
  };
  return { total: counts.total, types: counts.byType, collections };
}

const RISK_CLASS: Record<RiskLevel, string> = {
  LOW: 'bg-brand-soft text-brand-strong',
  MEDIUM: 'bg-warning-soft text-warning',
  HIGH: 'bg-danger-soft text-danger',
};

export default function FundTypes({ loaderData }: Route.ComponentProps) {
  const { t } = useT(['fundList', 'common', 'products']);
  const { total, types, collections } = loaderData;
  return (
    <div className="page-container py-6 md:py-10">
      <header className="max-w-3xl">
        <h1 className="section-title">{t('types.title')}</h1>
        <p className="mt-2 text-ink-muted">{t('types.intro')}</p>
      </header>

      <section aria-labelledby="types-heading" className="mt-8">
        <h2 id="types-heading" className="text-lg font-semibold text-ink">
          {t('types.typesHeading')}
        </h2>
        <ul className="mt-4 grid grid-cols-1 gap-3 md:grid-cols-2 md:gap-4">
          {FUND_TYPES.map((type: FundType) => (
            <TypeCard
              key={type}
              id={`type-${type}`}
              href={`/reksadana/${FUND_TYPE_PATHS[type]}`}
              title={t(`common:fundTypes.${type}`)}
              body={t(`types.items.${type}.body`)}
              count={types[type]}
              risk={riskLevel(type)}
              horizon={t(`types.items.${type}.horizon`)}
            />
          ))}
        </ul>
      </section>

      <section aria-labelledby="collections-heading" className="mt-10">
        <h2 id="collections-heading" className="text-lg font-semibold text-ink">
          {t('types.collectionsHeading')}
        </h2>
        <ul className="mt-4 grid grid-cols-1 gap-3 md:grid-cols-2 md:gap-4 xl:grid-cols-3">
          {COLLECTIONS.map((collection) => (
            <TypeCard
              key={collection}
              id={`collection-${collection}`}
              href={`/reksadana/${COLLECTION_PATHS[collection]}`}
              title={t(`pages.${COLLECTION_PATHS[collection]}.nav`)}
              body={t(`types.items.${collection}.body`)}
              count={collections[collection]}
            />
          ))}
        </ul>
      </section>

      <p className="mt-10">
        <Link to={PATHS.allFunds} className="btn-primary gap-2">
          {t('types.allProducts', { count: total })}
          <ChevronRightIcon size={20} />
        </Link>
      </p>
      {/* Issue 18 item 5: the products pages a person reaches from the catalogue (decision 090). */}
      <p className="mt-4 flex flex-wrap gap-3">
        <Link to={TOP_FUNDS_PATH} className="btn-secondary" data-testid="types-top-funds">
          {t('products:topFunds.meta.title')}
        </Link>
        <Link to={EXPLORE_PATH} className="btn-secondary" data-testid="types-explore">
          {t('products:explore.meta.title')}
        </Link>
      </p>
    </div>
  );
}

function TypeCard({
  id,
  href,
  title,
  body,
  count,
  risk,
  horizon,
}: {
  id: string;
  href: string;
  title: string;
  body: string;
  count: number;
  risk?: RiskLevel;
  horizon?: string;
}) {
  const { t } = useT('fundList');
  return (
    <li
      className="card relative flex flex-col gap-3 transition-shadow focus-within:ring-2 focus-within:ring-focus hover:border-brand/40 hover:shadow-md"
      data-testid="fund-type-card"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={id} className="text-lg font-semibold text-ink">
          <Link to={href} className="stretched-link">
            {title}
          </Link>
        </h3>
        <span className="tabular shrink-0 rounded-full bg-line/70 px-2.5 py-1 text-xs font-semibold text-ink" data-testid="fund-type-count">
          {t('types.count', { count })}
        </span>
      </div>
      <p className="text-sm leading-relaxed text-ink-muted">{body}</p>
      {risk || horizon ? (
        <p className="flex flex-wrap gap-2 text-xs font-medium">
          {risk ? (
            <span className={cx('rounded-full px-2.5 py-1', RISK_CLASS[risk])}>
              {t('types.risk', { level: t(`types.riskLevels.${risk}`) })}
            </span>
          ) : null}
          {horizon ? (
            <span className="rounded-full bg-info-soft px-2.5 py-1 text-ink">{t('types.horizon', { horizon })}</span>
          ) : null}
        </p>
      ) : null}
      <span aria-hidden className="mt-auto inline-flex items-center gap-1 text-sm font-semibold text-brand">
        {t('types.see')}
        <ChevronRightIcon size={16} />
      </span>
    </li>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const { title, intro } = texts(metaLocale(args.matches)).fundList.types;
  return pageMeta(args, { title, description: intro, indexable: true });
};
