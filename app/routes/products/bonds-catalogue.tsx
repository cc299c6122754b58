// /reksadana/obligasi-by-bina-artha/semua-produk (issue 18 item 5; spec funds §2.1, §4.5 "Bond types"; decision 089):
// the whole bond catalogue, filtered by type and status and sorted by coupon or maturity through a plain GET form
// (works without JavaScript; a malformed parameter is dropped, app/forms/bond-query.ts), each bond with its facts
// and an honest "coming soon" for buying. The `bonds` flag off → 404.
import { data, Form, isRouteErrorResponse, useRouteError } from 'react-router';
import type { Route } from './+types/bonds-catalogue';
import { NotFoundPage } from '~/components/layout/error-page';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { BondCard } from '~/components/products/bond-card';
import { AppLink, Button, EmptyState, SelectField, buttonClass } from '~/components/ui';
import { BackLink } from '~/components/ui/back-link';
import { ChevronLeftIcon, ScaleIcon } from '~/components/ui/icons';
import { BOND_SORTS } from '~/domain/bonds';
import { jakartaDate } from '~/domain/dates';
import { BOND_STATUSES, BOND_TYPES } from '~/domain/service-enums';
import { BONDS_CATALOGUE_PATH, BONDS_PATH } from '~/domain/product-paths';
import { parseBondQueryLenient } from '~/forms/bond-query';
import { useT } from '~/lib/use-t';
import { loadTranslations, translations } from '~/locales/loading';
import { bondsEnabled, listBonds } from '~/models/bonds.server';

export const handle = translations('products');
export const clientMiddleware = [loadTranslations(handle)];

export function loader({ request }: Route.LoaderArgs) {
  if (!bondsEnabled()) throw data(null, { status: 404 });
  const query = parseBondQueryLenient(new URL(request.url).searchParams);
  return { query, bonds: listBonds(query, jakartaDate(new Date())) };
}

export default function BondsCatalogue({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useT('products');
  const { query, bonds } = loaderData;
  const filtered = query.type !== null || query.status !== null;
  return (
    <div className="page-container py-6 md:py-10">
      <BackLink fallback={BONDS_PATH} className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand">
        <ChevronLeftIcon size={18} />
        {t('catalogue.back')}
      </BackLink>
      <header className="mt-2 max-w-3xl">
        <h1 className="section-title">{t('catalogue.title')}</h1>
        <p className="mt-2 text-ink-muted">{t('catalogue.intro')}</p>
      </header>

      {/* A plain GET form: the filters live in the address (shareable, no JavaScript needed). */}
      <Form method="get" action={BONDS_CATALOGUE_PATH} className="card mt-6" aria-labelledby="bond-filters-legend" data-testid="bond-filters">
        <h2 id="bond-filters-legend" className="font-semibold text-ink">
          {t('catalogue.filters.legend')}
        </h2>
        <div className="mt-3 grid gap-3 sm:grid-cols-3">
          <SelectField id="bond-type" name="type" label={t('catalogue.filters.type')} defaultValue={query.type ?? ''}>
            <option value="">{t('catalogue.filters.allTypes')}</option>
            {BOND_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`bondTypes.${type}`)}
              </option>
            ))}
          </SelectField>
          <SelectField id="bond-status" name="status" label={t('catalogue.filters.status')} defaultValue={query.status ?? ''}>
            <option value="">{t('catalogue.filters.allStatuses')}</option>
            {BOND_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`bondStatuses.${status}`)}
              </option>
            ))}
          </SelectField>
          <SelectField id="bond-sort" name="sort" label={t('catalogue.filters.sort')} defaultValue={query.sort}>
            {BOND_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`catalogue.filters.sorts.${sort}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button type="submit" data-testid="bond-filters-apply">
            {t('catalogue.filters.apply')}
          </Button>
          {filtered ? (
            <AppLink to={BONDS_CATALOGUE_PATH} className={buttonClass({ variant: 'ghost' })}>
              {t('catalogue.filters.reset')}
            </AppLink>
          ) : null}
        </div>
      </Form>

      <p className="mt-6 text-sm font-semibold text-ink" role="status" data-testid="bond-count">
        {t('catalogue.count', { count: bonds.length })}
      </p>
      {bonds.length > 0 ? (
        <ul className="mt-3 grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="bond-list">
          {bonds.map((bond) => (
            <li key={bond.id} className="flex">
              <BondCard bond={bond} locale={locale} headingLevel={2} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState icon={ScaleIcon} title={t('catalogue.empty.title')} className="mt-3" data-testid="bond-empty">
          <p className="mt-2 max-w-md text-sm text-ink-muted">{t('catalogue.empty.body')}</p>
          <AppLink to={BONDS_CATALOGUE_PATH} className={buttonClass({ className: 'mt-4' })}>
            {t('catalogue.filters.reset')}
          </AppLink>
        </EmptyState>
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const locale = metaLocale(args.matches);
  if (!args.loaderData) return pageMeta(args, { title: texts(locale).common.notFound.title, indexable: false });
  const { title, description } = texts(locale).products.catalogue.meta;
  return pageMeta(args, { title, description, indexable: true });
};

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFoundPage />;
}
