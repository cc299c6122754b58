// /reksadana/obligasi-by-bina-artha (issue 18 item 5; spec funds §2.1 bonds, §4.5 "Bond types"; spec landing §2 the
// bonds card; decision 089): what bonds are, the series in their offering period, the six types with how many of
// each the catalogue holds (each a link to the catalogue filtered by it), and the notes on tax and the partner.
// Read-only: buying says "coming soon". The `bonds` flag off → 404, like any feature switched off.
import { data, isRouteErrorResponse, useRouteError } from 'react-router';
import type { Route } from './+types/bonds';
import { NotFoundPage } from '~/components/layout/error-page';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { BondCard } from '~/components/products/bond-card';
import { AppLink, buttonClass } from '~/components/ui';
import { AlertTriangleIcon, ChevronRightIcon, ShieldCheckIcon } from '~/components/ui/icons';
import { BONDS_CATALOGUE_PATH, bondsCataloguePath } from '~/domain/product-paths';
import { jakartaDate } from '~/domain/dates';
import { BOND_TYPES } from '~/domain/service-enums';
import { useT } from '~/lib/use-t';
import { loadTranslations, translations } from '~/locales/loading';
import { bondsEnabled, countBondsByType, listBonds } from '~/models/bonds.server';

export const handle = translations('products');
export const clientMiddleware = [loadTranslations(handle)];

export function loader() {
  if (!bondsEnabled()) throw data(null, { status: 404 });
  const today = jakartaDate(new Date());
  return { offering: listBonds({ type: null, status: 'OFFERING', sort: 'maturity' }, today), counts: countBondsByType() };
}

export default function BondsOverview({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useT('products');
  const { offering, counts } = loaderData;
  return (
    <>
      <section aria-labelledby="bonds-title" className="border-b border-line bg-gradient-to-b from-brand-soft/60 to-canvas">
        <div className="page-container py-8 md:py-14">
          <p className="text-sm font-semibold tracking-wide text-brand-strong uppercase">{t('bonds.eyebrow')}</p>
          <h1 id="bonds-title" className="mt-3 max-w-3xl text-[2rem] leading-tight font-bold tracking-tight text-balance text-ink md:text-5xl md:leading-[1.1]">
            {t('bonds.title')}
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-ink-muted">{t('bonds.intro')}</p>
          <p className="mt-6">
            <AppLink to={BONDS_CATALOGUE_PATH} className={buttonClass({ size: 'lg' })} data-testid="bonds-all">
              {t('bonds.all', { count: counts.total })}
              <ChevronRightIcon size={20} />
            </AppLink>
          </p>
        </div>
      </section>

      <div className="page-container grid gap-10 py-8 md:py-12">
        <section id="penawaran" aria-labelledby="offering-title">
          <h2 id="offering-title" className="section-title">
            {t('bonds.offering.title')}
          </h2>
          <p className="mt-2 max-w-3xl text-ink-muted">{t('bonds.offering.body')}</p>
          {offering.length > 0 ? (
            <ul className="mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="bonds-offering">
              {offering.map((bond) => (
                <li key={bond.id} className="flex">
                  <BondCard bond={bond} locale={locale} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="card mt-6 text-ink-muted">{t('bonds.offering.empty')}</p>
          )}
        </section>

        <section id="jenis" aria-labelledby="types-title">
          <h2 id="types-title" className="section-title">
            {t('bonds.types.title')}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {BOND_TYPES.map((type) => (
              <li key={type} className="card relative flex flex-col gap-2 focus-within:ring-2 focus-within:ring-focus hover:border-brand/40" data-testid="bond-type-card">
                <div className="flex items-start justify-between gap-3">
                  <h3 className="font-semibold text-ink">
                    <AppLink to={bondsCataloguePath({ type })} className="stretched-link">
                      {t(`bondTypeInfo.${type}.title`)}
                    </AppLink>
                  </h3>
                  <span className="tabular shrink-0 rounded-full bg-line/70 px-2.5 py-1 text-xs font-semibold text-ink">{t('bonds.types.count', { count: counts.byType[type] })}</span>
                </div>
                <p className="text-sm leading-relaxed text-ink-muted">{t(`bondTypeInfo.${type}.body`)}</p>
                <span aria-hidden className="mt-auto inline-flex items-center gap-1 text-sm font-semibold text-brand">
                  {t('bonds.types.see', { type: t(`bondTypes.${type}`) })}
                  <ChevronRightIcon size={16} />
                </span>
              </li>
            ))}
          </ul>
        </section>

        <div className="grid gap-6 lg:grid-cols-2">
          <section aria-labelledby="what-title" className="card">
            <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand-strong">
              <ShieldCheckIcon size={24} />
            </span>
            <h2 id="what-title" className="mt-4 text-xl font-bold text-ink">
              {t('bonds.what.title')}
            </h2>
            <p className="mt-2 leading-relaxed text-ink-muted">{t('bonds.what.body')}</p>
            <p className="mt-3 leading-relaxed text-ink-muted">{t('bonds.what.risk')}</p>
          </section>
          <section aria-labelledby="notes-title" className="card">
            <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-warning-soft text-warning">
              <AlertTriangleIcon size={24} />
            </span>
            <h2 id="notes-title" className="mt-4 text-xl font-bold text-ink">
              {t('bonds.notes.title')}
            </h2>
            <ul className="mt-2 grid list-disc gap-2 pl-5 leading-relaxed text-ink-muted">
              <li>{t('bond.buySoonNote')}</li>
              <li>{t('bonds.notes.tax')}</li>
              <li>{t('bonds.notes.partner')}</li>
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const locale = metaLocale(args.matches);
  if (!args.loaderData) return pageMeta(args, { title: texts(locale).common.notFound.title, indexable: false });
  const { title, description } = texts(locale).products.bonds.meta;
  return pageMeta(args, { title, description, indexable: true });
};

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFoundPage />;
}
