// /reksadana/top-fund (issue 18 item 5; spec funds §2.1; decision 090): the five funds with the highest one-year
// return of each type (rupiah funds by type, dollar funds in a group of their own), among funds open for purchase
// with a year of NAV history and enough AUM, ties by AUM: domain/top-funds.ts ranks what fund_statistics holds
// (models/top-funds.server.ts). Each fund links to its page; the method is stated on the page.
import type { Route } from './+types/top-funds';
import { FUND_TYPE_PATHS } from '~/components/layout/links';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { AppLink } from '~/components/ui';
import { ChevronRightIcon } from '~/components/ui/icons';
import { SignedPpm } from '~/components/ui/trend';
import { COLLECTION_PATHS, fundDetailPath } from '~/domain/fund-catalogue';
import { TOP_FUND_MIN_AUM, type TopFundGroup } from '~/domain/top-funds';
import { formatCompactMoney, formatDate } from '~/lib/format';
import { useT } from '~/lib/use-t';
import { loadTranslations, translations } from '~/locales/loading';
import { topFunds } from '~/models/top-funds.server';

export const handle = translations('products');
export const clientMiddleware = [loadTranslations(handle)];

export function loader() {
  const { asOf, groups } = topFunds();
  return {
    asOf,
    groups: groups.map(({ group, funds }) => ({
      group,
      funds: funds.map((fund) => ({
        id: fund.id,
        rank: fund.rank,
        name: fund.name,
        href: fundDetailPath(fund),
        managerName: fund.managerName,
        currency: fund.currency,
        currentAum: fund.currentAum,
        oneYearReturnPpm: fund.oneYearReturnPpm,
      })),
    })),
  };
}

const groupPath = (group: TopFundGroup): `/${string}` => (group === 'USD' ? `/reksadana/${COLLECTION_PATHS.USD}` : FUND_TYPE_PATHS[group]);

export default function TopFunds({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useT('products');
  const { asOf, groups } = loaderData;
  return (
    <div className="page-container py-6 md:py-10" data-testid="top-funds">
      <header className="max-w-3xl">
        <h1 className="section-title">{t('topFunds.title')}</h1>
        <p className="mt-2 text-ink-muted">{asOf ? t('topFunds.intro', { date: formatDate(asOf, locale) }) : t('topFunds.introNoDate')}</p>
      </header>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
        <div className="grid gap-6 md:grid-cols-2">
          {groups.map(({ group, funds }) => (
            <section key={group} id={`top-${group.toLowerCase()}`} aria-labelledby={`top-${group}-title`} className="card flex flex-col gap-3" data-testid="top-fund-group" data-group={group}>
              <h2 id={`top-${group}-title`} className="text-lg font-bold text-ink">
                {t(`topFunds.groups.${group}`)}
              </h2>
              {group === 'USD' ? <p className="text-xs leading-relaxed text-ink-muted">{t('topFunds.usdNote')}</p> : null}
              {funds.length > 0 ? (
                <ol className="divide-y divide-line">
                  {funds.map((fund) => (
                    <li key={fund.id} className="relative flex items-center gap-3 py-3 focus-within:ring-2 focus-within:ring-focus" data-testid="top-fund">
                      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-soft text-sm font-bold text-brand-strong">
                        <span className="sr-only">{t('topFunds.rank', { rank: fund.rank })}</span>
                        <span aria-hidden="true">{fund.rank}</span>
                      </span>
                      <div className="min-w-0 flex-1">
                        <AppLink to={fund.href} className="stretched-link font-semibold text-ink">
                          {fund.name}
                        </AppLink>
                        <p className="truncate text-xs text-ink-muted">
                          <span className="sr-only">{t('topFunds.manager')}: </span>
                          {fund.managerName}
                        </p>
                        <p className="text-xs text-ink-muted">
                          {t('topFunds.aum')}: <span className="tabular">{formatCompactMoney(fund.currentAum, fund.currency, locale)}</span>
                        </p>
                      </div>
                      <div className="shrink-0 text-right">
                        <span className="block text-xs text-ink-muted">{t('topFunds.oneYear')}</span>
                        <SignedPpm ppm={fund.oneYearReturnPpm} locale={locale} fallback="-" />
                      </div>
                    </li>
                  ))}
                </ol>
              ) : (
                <p className="text-sm text-ink-muted">{t('topFunds.empty')}</p>
              )}
              <AppLink to={groupPath(group)} className="mt-auto inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand">
                {t('topFunds.seeType', { type: t(`topFunds.groups.${group}`) })}
                <ChevronRightIcon size={16} />
              </AppLink>
            </section>
          ))}
        </div>
        <aside aria-labelledby="top-method-title" className="card" data-testid="top-fund-method">
          <h2 id="top-method-title" className="text-lg font-bold text-ink">
            {t('topFunds.method.title')}
          </h2>
          <ul className="mt-3 grid list-disc gap-2 pl-5 text-sm leading-relaxed text-ink-muted">
            <li>{t('topFunds.method.rules.history')}</li>
            <li>{t('topFunds.method.rules.aum', { idr: formatCompactMoney(TOP_FUND_MIN_AUM.IDR, 'IDR', locale), usd: formatCompactMoney(TOP_FUND_MIN_AUM.USD, 'USD', locale) })}</li>
            <li>{t('topFunds.method.rules.open')}</li>
            <li>{t('topFunds.method.rules.rank')}</li>
          </ul>
          <p className="mt-4 rounded-[var(--radius-control)] bg-warning-soft px-3 py-2 text-sm leading-relaxed text-ink">{t('topFunds.method.disclaimer')}</p>
        </aside>
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const { title, description } = texts(metaLocale(args.matches)).products.topFunds.meta;
  return pageMeta(args, { title, description, indexable: true });
};
