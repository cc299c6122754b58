// /jelajahi-instrumen-investasi (issue 18 item 5; spec funds §2.1; spec landing §2 "cross-sell explore page"): every
// instrument Celengan offers, each with real links only: mutual funds by type and collection (their list pages), top
// funds, comparing; bonds (while the `bonds` flag is on, decision 089); Nabung Rutin (while its flag is on; a visitor
// signs in on the way); Robo Cermat's three models (the landing's buy link, which works for visitors too) and the
// risk-profile test (while the robo flag is on). A switched-off feature's entry is left out, never a dead link.
import type { Route } from './+types/explore';
import { FUND_TYPE_PATHS, PATHS } from '~/components/layout/links';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { AppLink, buttonClass } from '~/components/ui';
import { ChevronRightIcon, CompassIcon, PieChartIcon, RefreshIcon, ScaleIcon, type Icon } from '~/components/ui/icons';
import { FUND_TYPES, ROBO_RISKS } from '~/domain/enums';
import { COLLECTION_PATHS } from '~/domain/fund-catalogue';
import { purchaseHref } from '~/domain/landing-links';
import { RISK_PROFILE_TEST_PATH } from '~/domain/policies/registration-indicator';
import { RECURRING_LIST_PATH } from '~/domain/portfolio-goal-paths';
import { BONDS_PATH, TOP_FUNDS_PATH } from '~/domain/product-paths';
import { db } from '~/lib/db.server';
import { useT } from '~/lib/use-t';
import { loadTranslations, translations } from '~/locales/loading';
import { listBonds } from '~/models/bonds.server';
import { getFeatureFlags } from '~/models/feature-flags.server';
import { countCatalogue } from '~/models/fund-list.server';
import { jakartaDate } from '~/domain/dates';

export const handle = translations('products');
export const clientMiddleware = [loadTranslations(handle)];

export function loader() {
  const flags = getFeatureFlags(db());
  const counts = countCatalogue();
  const bondsOffering = flags.bonds ? listBonds({ type: null, status: 'OFFERING', sort: 'maturity' }, jakartaDate(new Date())).length : null;
  return {
    funds: { total: counts.total, byType: counts.byType, syariah: counts.syariah, usd: counts.usd },
    bondsOffering,
    recurring: flags.recurringInvestment,
    robo: flags.roboAdvisor,
  };
}

export default function Explore({ loaderData }: Route.ComponentProps) {
  const { t } = useT(['products', 'common']);
  const { funds, bondsOffering, recurring, robo } = loaderData;
  return (
    <div className="page-container py-6 md:py-10" data-testid="explore">
      <header className="max-w-3xl">
        <h1 className="section-title">{t('explore.title')}</h1>
        <p className="mt-2 text-ink-muted">{t('explore.intro')}</p>
      </header>

      <Instrument id="reksa-dana" icon={PieChartIcon} title={t('explore.funds.title')} body={t('explore.funds.body')}>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {FUND_TYPES.map((type) => (
            <li key={type} className="relative rounded-[var(--radius-control)] border border-line p-4 focus-within:ring-2 focus-within:ring-focus hover:border-brand/40">
              <div className="flex items-start justify-between gap-2">
                <AppLink to={FUND_TYPE_PATHS[type]} className="stretched-link font-semibold text-ink">
                  {t(`common:fundTypes.${type}`)}
                </AppLink>
                <span className="tabular shrink-0 text-xs text-ink-muted">{t('explore.funds.count', { count: funds.byType[type] })}</span>
              </div>
              <p className="mt-1 text-sm leading-relaxed text-ink-muted">{t(`explore.fundTypes.${type}`)}</p>
            </li>
          ))}
        </ul>
        <LinkRow
          links={[
            { to: PATHS.allFunds, label: `${t('explore.funds.all')} (${funds.total})`, primary: true },
            { to: `/reksadana/${COLLECTION_PATHS.SYARIAH}`, label: t('explore.collections.syariah') },
            { to: `/reksadana/${COLLECTION_PATHS.USD}`, label: t('explore.collections.usd') },
            { to: TOP_FUNDS_PATH, label: t('explore.funds.top') },
            { to: '/reksadana/tipe', label: t('explore.funds.types') },
            { to: '/reksadana/bandingkan', label: t('explore.funds.compare') },
          ]}
        />
      </Instrument>

      {bondsOffering !== null ? (
        <Instrument id="obligasi" icon={ScaleIcon} title={t('explore.bonds.title')} body={t('explore.bonds.body')}>
          {bondsOffering > 0 ? <p className="text-sm font-semibold text-warning">{t('explore.bonds.offering', { count: bondsOffering })}</p> : null}
          <LinkRow links={[{ to: BONDS_PATH, label: t('explore.bonds.link'), primary: true }]} />
        </Instrument>
      ) : null}

      {recurring ? (
        <Instrument id="nabung-rutin" icon={RefreshIcon} title={t('explore.recurring.title')} body={t('explore.recurring.body')}>
          <LinkRow links={[{ to: RECURRING_LIST_PATH, label: t('explore.recurring.link'), primary: true }]} />
        </Instrument>
      ) : null}

      {robo ? (
        <Instrument id="robo-cermat" icon={CompassIcon} title={t('explore.robo.title')} body={t('explore.robo.body')}>
          <LinkRow
            links={[
              ...ROBO_RISKS.map((risk) => ({ to: purchaseHref({ kind: 'ROBO', risk }), label: t('explore.robo.risk', { name: t(`explore.robo.models.${risk}`) }) })),
              { to: RISK_PROFILE_TEST_PATH, label: t('explore.robo.test'), primary: true },
            ]}
          />
        </Instrument>
      ) : null}
    </div>
  );
}

function Instrument({ id, icon: Glyph, title, body, children }: { id: string; icon: Icon; title: string; body: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="card mt-6 grid gap-4 md:p-6" data-testid="explore-instrument">
      <div className="flex items-start gap-4">
        <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-strong">
          <Glyph size={24} />
        </span>
        <div>
          <h2 id={`${id}-title`} className="text-xl font-bold text-ink">
            {title}
          </h2>
          <p className="mt-1 leading-relaxed text-ink-muted">{body}</p>
        </div>
      </div>
      {children}
    </section>
  );
}

function LinkRow({ links }: { links: Array<{ to: string; label: string; primary?: boolean }> }) {
  return (
    <ul className="flex flex-wrap gap-3">
      {links.map((link) => (
        <li key={link.to}>
          <AppLink to={link.to as `/${string}`} className={buttonClass({ variant: link.primary ? 'primary' : 'secondary' })}>
            {link.label}
            {link.primary ? <ChevronRightIcon size={18} /> : null}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const { title, description } = texts(metaLocale(args.matches)).products.explore.meta;
  return pageMeta(args, { title, description, indexable: true });
};
