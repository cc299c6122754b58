// The portfolio dashboard's sections (spec funds §2.5 "Dashboard: back button, greeting, portfolio name ..., value
// (with a hide or show toggle), total profit, return rate, ... and an expandable IDR and USD breakdown popup when
// USD holdings exist"; §3 Portfolio compositions and recommendations; decision 024): the value card, the buy link,
// the funds held, a robo portfolio's recommendation and the empty state. They draw the loader's data
// (models/portfolios.server.ts); amounts follow the balance toggle. Links and a <details> only: the page works
// without JavaScript, and with it the buy links open the cart dialog in place (CartLink).
import { MoveDialogLink } from '~/components/transact/move-dialog';
import { SellDialogLink } from '~/components/transact/sell-dialog';
import { SwitchDialogLink } from '~/components/transact/switch-dialog';
import type { ReactNode } from 'react';
import type { useFetcher } from 'react-router';
import { HoldingAutoRedemption } from '~/components/auto-redemption/holding-line';
import { CartLink } from '~/components/cart/cart-link';
import { AppLink } from '~/components/ui/app-link';
import { Badges } from '~/components/ui/badges';
import { buttonClass } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';
import {
  BriefcaseIcon,
  ChevronRightIcon,
  CompassIcon,
  GlobeIcon,
  HomeIcon,
  PieChartIcon,
  ShieldCheckIcon,
  TrendingUpIcon,
  WalletIcon,
  type Icon,
} from '~/components/ui/icons';
import { moneyOrMask, SignedMoney, SignedRate } from '~/components/ui/trend';
import { CURRENCIES, type Currency, type Language } from '~/domain/enums';
import type { ValueFigures } from '~/domain/portfolio-value';
import type { PortfolioBuyLink } from '~/domain/portfolio-dashboard';
import { formatBasisPoints, formatMaskedMoney, formatMoney, formatUnits, MASK } from '~/lib/format';
import { useT } from '~/lib/use-t';
import type { PortfolioDashboard, PortfolioHolding, PortfolioRecommendation } from '~/models/portfolios.server';
import { BalanceToggle } from './balance-toggle';
import { PORTFOLIO_ICON_GLYPHS } from './goal-icons';
import { ReturnItems, ShortHistoryNote, UsdRateLine } from './returns';
import type { ScopePerformance } from '~/models/portfolio-performance.server';
import type { UsdRate } from '~/models/usd-rates.server';

// ---------------------------------------------------------------------------------------------
// Header

/** The portfolio's icon (portfolios.icon: its goal, robo, or the default); an unknown name gets the default. */
const PORTFOLIO_ICONS: Record<string, Icon> = {
  // Issue 16: one icon per goal type (goal-icons.tsx); the entries below agree with it.
  ...PORTFOLIO_ICON_GLYPHS,
  robo: CompassIcon,
  education: BriefcaseIcon,
  emergency: ShieldCheckIcon,
  travel: GlobeIcon,
  house: HomeIcon,
  retirement: WalletIcon,
  default: PieChartIcon,
};

export function PortfolioIcon({ icon }: { icon: string }) {
  const Glyph = PORTFOLIO_ICONS[icon] ?? PieChartIcon;
  return (
    <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-strong" data-icon={icon}>
      <Glyph size={26} />
    </span>
  );
}

export function PortfolioBadges({ portfolio }: { portfolio: PortfolioDashboard['portfolio'] }) {
  const { t } = useT('portfolio');
  return <Badges items={[portfolio.roboCermat && t('badges.robo'), portfolio.defaultPortfolio && t('badges.main')]} />;
}

// ---------------------------------------------------------------------------------------------
// Figures

/** One figure of a <dl>: its label and value (an amount in tabular digits, or a signed figure). */
function Figure({ label, testId, amount = false, children }: { label: string; testId?: string; amount?: boolean; children: ReactNode }) {
  return (
    <div>
      <dt className="text-ink-muted">{label}</dt>
      <dd className={amount ? 'tabular font-semibold text-ink' : 'font-semibold'} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** Unrealized profit (hidden with the balance) and return, with their signs and arrows; `{testId}-profit`, `{testId}-return`. */
function ProfitAndReturn({
  figures,
  currency,
  locale,
  masked,
  testId,
}: {
  figures: Pick<ValueFigures, 'profit' | 'returnRate'>;
  currency: Currency;
  locale: Language;
  masked: boolean;
  testId?: string;
}) {
  const { t } = useT('portfolio');
  return (
    <>
      <Figure label={t('summary.profit')} testId={testId && `${testId}-profit`}>
        <SignedMoney minor={figures.profit} currency={currency} locale={locale} masked={masked} />
      </Figure>
      <Figure label={t('summary.returnRate')} testId={testId && `${testId}-return`}>
        <SignedRate percent={figures.returnRate} locale={locale} />
      </Figure>
    </>
  );
}

// ---------------------------------------------------------------------------------------------
// Value (issue 16 items 6, 7; decisions 068, 069): the value in rupiah with dollar holdings at the latest rate (the
// rate and its date shown), the profit over the money put in net, both returns explained, and each currency apart.

export interface ValueCardPerformance {
  scope: ScopePerformance;
  usdRate: UsdRate | null;
}

export function ValueCard({
  data,
  locale,
  masked,
  fetcher,
  returnTo,
}: {
  data: Pick<PortfolioDashboard, 'totals' | 'holdsUsd'> & { performance: ValueCardPerformance };
  locale: Language;
  masked: boolean;
  fetcher: ReturnType<typeof useFetcher>;
  returnTo: string;
}) {
  const { t } = useT('portfolio');
  const { t: td } = useT('dashboard');
  const { USD: usd } = data.totals;
  const { scope, usdRate } = data.performance;
  const rupiah = scope.rupiah;
  return (
    <Card as="section" aria-labelledby="portfolio-value-title" className="border-brand" data-testid="portfolio-summary" data-masked={masked ? 'true' : 'false'}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="portfolio-value-title" className="text-sm font-medium text-ink-muted">
            {t('summary.title')}
          </h2>
          <p className="tabular mt-1 text-3xl font-bold tracking-tight break-words text-ink" data-testid="portfolio-total">
            {masked ? (
              <>
                <span aria-hidden="true">{formatMaskedMoney('IDR')}</span>
                <span className="sr-only">{t('summary.hiddenValue')}</span>
              </>
            ) : (
              formatMoney(rupiah.value, 'IDR', locale)
            )}
          </p>
          {data.holdsUsd ? (
            <>
              <p className="tabular mt-1 text-sm text-ink-muted" data-testid="portfolio-total-usd">
                {t('summary.usdValue')}: {moneyOrMask(usd.value, 'USD', locale, masked)}
              </p>
              {usdRate ? <UsdRateLine rate={usdRate} locale={locale} /> : null}
            </>
          ) : null}
        </div>
        <BalanceToggle fetcher={fetcher} masked={masked} returnTo={returnTo} />
      </div>
      <dl className="mt-4 grid grid-cols-1 gap-3 border-t border-line pt-4 text-sm sm:grid-cols-2 lg:grid-cols-1">
        <Figure label={td('returns.profit')} testId="portfolio-profit">
          <SignedMoney minor={rupiah.profit} currency="IDR" locale={locale} masked={masked} />
          <span className="mt-1 block text-xs font-normal text-ink-muted">{td('returns.profitNote')}</span>
        </Figure>
        <ReturnItems returns={rupiah} locale={locale} testId="portfolio" />
      </dl>
      <ShortHistoryNote returns={rupiah} />
      {data.holdsUsd ? <CurrencyBreakdown totals={data.totals} scope={scope} locale={locale} masked={masked} /> : null}
      <p className="mt-3 text-xs text-ink-subtle">{t('summary.asOf')}</p>
    </Card>
  );
}

/** spec §2.5 "an expandable IDR and USD breakdown ... when USD holdings exist": each currency on its own. */
function CurrencyBreakdown({ totals, scope, locale, masked }: { totals: PortfolioDashboard['totals']; scope: ScopePerformance; locale: Language; masked: boolean }) {
  const { t } = useT('portfolio');
  const { t: td } = useT('dashboard');
  return (
    <details className="group mt-4 border-t border-line pt-2" data-testid="portfolio-breakdown">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 text-sm font-semibold text-brand [&::-webkit-details-marker]:hidden">
        {t('summary.breakdown')}
        <ChevronRightIcon size={18} aria-hidden="true" className="shrink-0 transition-transform group-open:rotate-90" />
      </summary>
      <div className="mt-2 flex flex-col gap-3">
        {CURRENCIES.map((currency) => (
          <section key={currency} aria-labelledby={`breakdown-${currency}`} className="rounded-[var(--radius-control)] bg-canvas p-3" data-testid={`portfolio-breakdown-${currency}`}>
            <h3 id={`breakdown-${currency}`} className="text-sm font-semibold text-ink">
              {t(`summary.currencies.${currency}`)}
            </h3>
            <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
              <Figure label={t('summary.value')} testId="breakdown-value" amount>
                {moneyOrMask(totals[currency].value, currency, locale, masked)}
              </Figure>
              <Figure label={t('summary.cost')} amount>
                {moneyOrMask(totals[currency].costBasis, currency, locale, masked)}
              </Figure>
              <Figure label={td('returns.profit')}>
                <SignedMoney minor={scope.byCurrency[currency].profit} currency={currency} locale={locale} masked={masked} />
              </Figure>
              <ReturnItems returns={scope.byCurrency[currency]} locale={locale} testId={`breakdown-${currency}`} explained={false} />
            </dl>
          </section>
        ))}
        <p className="text-xs text-ink-subtle">{t('summary.usdNote')}</p>
      </div>
    </details>
  );
}

// ---------------------------------------------------------------------------------------------
// Buying

/**
 * A robo portfolio's "Beli" or another portfolio's "Tambah reksa dana": the cart (a CartLink, the dialog with
 * JavaScript), or the landing's gate popup for an investor who may not buy yet.
 */
export function BuyAction({ buy, addFund, name, className }: Pick<PortfolioDashboard, 'buy' | 'addFund'> & { name: string; className?: string }) {
  const { t } = useT('portfolio');
  const link: PortfolioBuyLink | null = buy ?? addFund;
  if (!link) return null;
  const robo = buy !== null;
  const label = robo ? t('actions.buy') : `+ ${t('actions.addFund')}`;
  const testId = robo ? 'portfolio-buy' : 'portfolio-add-fund';
  const classes = buttonClass({ block: true, className });
  const content = (
    <>
      {label}
      {robo ? <span className="sr-only"> ({t('actions.buyLabel', { name })})</span> : null}
    </>
  );
  return link.cart ? (
    <CartLink to={link.href} className={classes} data-testid={testId}>
      {content}
    </CartLink>
  ) : (
    <AppLink to={link.href} className={classes} data-testid={testId}>
      {content}
    </AppLink>
  );
}

// ---------------------------------------------------------------------------------------------
// Funds held

export function HoldingList({ holdings, locale, masked }: { holdings: readonly PortfolioHolding[]; locale: Language; masked: boolean }) {
  const { t } = useT('portfolio');
  return (
    <section aria-labelledby="portfolio-holdings-title" data-testid="portfolio-holdings">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="portfolio-holdings-title" className="text-lg font-semibold text-ink">
          {t('holdings.title')}
        </h2>
        <p className="shrink-0 text-sm text-ink-muted">{t('holdings.count', { count: holdings.length })}</p>
      </div>
      <ul className="mt-3 flex flex-col gap-3">
        {holdings.map((holding) => (
          <Holding key={holding.fund.id} holding={holding} locale={locale} masked={masked} />
        ))}
      </ul>
    </section>
  );
}

function FundLogo({ url }: { url: string | null }) {
  if (!url) {
    return (
      <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-strong">
        <TrendingUpIcon size={20} />
      </span>
    );
  }
  return <img src={url} alt="" width={40} height={40} loading="lazy" className="size-10 shrink-0 rounded-full border border-line bg-white object-contain" />;
}

export function Holding({ holding, locale, masked }: { holding: PortfolioHolding; locale: Language; masked: boolean }) {
  const { t } = useT('portfolio');
  const { t: tc } = useT();
  const { fund } = holding;
  return (
    <li className="card" data-testid="portfolio-holding" data-fund-id={fund.id} data-currency={fund.currency}>
      <div className="flex items-start gap-3">
        <FundLogo url={fund.logoUrl} />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-words text-ink">
            <AppLink to={fund.path} className="underline-offset-4 hover:text-brand hover:underline" data-testid="portfolio-holding-name">
              {fund.name}
            </AppLink>
          </h3>
          <p className="text-xs text-ink-muted" data-testid="portfolio-holding-type">
            {tc(`fundTypes.${fund.type}`)}
            {fund.currency === 'USD' ? ' · USD' : null}
          </p>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Figure label={t('holdings.value')} testId="portfolio-holding-value" amount>
          {moneyOrMask(holding.value, fund.currency, locale, masked)}
        </Figure>
        <Figure label={t('holdings.units')} testId="portfolio-holding-units" amount>
          {masked ? MASK : formatUnits(holding.units, locale)}
        </Figure>
        <ProfitAndReturn figures={holding} currency={fund.currency} locale={locale} masked={masked} testId="portfolio-holding" />
      </dl>
      {holding.heldUnits > 0 ? (
        // Units a pending sale or switch holds (decision 056): not sellable twice, shown beside the free ones.
        <p className="mt-3 rounded-md bg-warning-soft px-3 py-2 text-sm text-ink" data-testid="portfolio-holding-held">
          {masked ? (
            t('holdings.held', { units: MASK })
          ) : (
            <>
              {t('holdings.held', { units: formatUnits(holding.heldUnits, locale) })}
              {' · '}
              {t('holdings.freeUnits')}: <span className="tabular font-medium">{formatUnits(holding.freeUnits, locale)}</span>
            </>
          )}
        </p>
      ) : null}
      {/* Issue 18 item 4: the holding's auto-redemption (jual otomatis) */}
      {holding.autoRedemption ? <HoldingAutoRedemption rule={holding.autoRedemption} fundName={fund.name} /> : null}
      {holding.topUpHref || holding.sellHref || holding.moveHref || holding.switchHref ? (
        <div className="mt-3 flex flex-wrap justify-end gap-2 border-t border-line pt-3">
          {holding.sellHref ? (
            <SellDialogLink to={holding.sellHref} aria-label={t('holdings.sellOf', { name: fund.name })} className={buttonClass({ variant: 'ghost', className: 'flex-1 sm:flex-none' })} data-testid="portfolio-holding-sell">
              {t('holdings.sell')}
            </SellDialogLink>
          ) : null}
          {holding.switchHref ? (
            <SwitchDialogLink to={holding.switchHref} aria-label={t('holdings.switchOf', { name: fund.name })} className={buttonClass({ variant: 'ghost', className: 'flex-1 sm:flex-none' })} data-testid="portfolio-holding-switch">
              {t('holdings.switch')}
            </SwitchDialogLink>
          ) : null}
          {holding.moveHref ? (
            <MoveDialogLink to={holding.moveHref} aria-label={t('holdings.moveOf', { name: fund.name })} className={buttonClass({ variant: 'ghost', className: 'flex-1 sm:flex-none' })} data-testid="portfolio-holding-move">
              {t('holdings.move')}
            </MoveDialogLink>
          ) : null}
          {holding.topUpHref ? (
            <CartLink to={holding.topUpHref} className={buttonClass({ variant: 'secondary', className: 'w-full sm:w-auto' })} data-testid="portfolio-holding-top-up">
              {t('holdings.topUp')}
              <span className="sr-only"> {fund.name}</span>
            </CartLink>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

// ---------------------------------------------------------------------------------------------
// Robo recommendation

/** `scoreHref`: the robo score test that sets this model (issue 16 item 2), linked under the title when given. */
export function Recommendations({ recommendations, locale, scoreHref }: { recommendations: readonly PortfolioRecommendation[]; locale: Language; scoreHref?: `/${string}` }) {
  const { t } = useT('portfolio');
  const { t: tc } = useT();
  return (
    <section aria-labelledby="portfolio-recommendations-title" data-testid="portfolio-recommendations">
      <h2 id="portfolio-recommendations-title" className="text-lg font-semibold text-ink">
        {t('recommendations.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('recommendations.body')}</p>
      {scoreHref ? (
        <p className="mt-1 text-sm">
          <AppLink to={scoreHref} className="font-medium text-brand-strong underline-offset-4 hover:underline" data-testid="portfolio-change-score">
            {t('recommendations.changeScore')}
          </AppLink>
        </p>
      ) : null}
      <ul className="card mt-3 flex flex-col divide-y divide-line py-1">
        {recommendations.map(({ fund, targetBp }) => (
          <li key={fund.id} className="flex items-center gap-3 py-3" data-testid="portfolio-recommendation" data-fund-id={fund.id}>
            <FundLogo url={fund.logoUrl} />
            <div className="min-w-0 flex-1">
              <AppLink to={fund.path} className="font-semibold break-words text-ink underline-offset-4 hover:text-brand hover:underline">
                {fund.name}
              </AppLink>
              <p className="text-xs text-ink-muted">{tc(`fundTypes.${fund.type}`)}</p>
            </div>
            <p className="shrink-0 text-right">
              <span className="sr-only">{t('recommendations.target')}: </span>
              <span className="tabular font-semibold text-ink" data-testid="portfolio-recommendation-target">
                {formatBasisPoints(targetBp, locale)}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

// ---------------------------------------------------------------------------------------------
// Empty

/** Nothing held yet: say so, with the buy or add link (and whether a purchase is on its way). */
export function EmptyPortfolio({ data, hasPending }: { data: Pick<PortfolioDashboard, 'buy' | 'addFund' | 'portfolio'>; hasPending: boolean }) {
  const { t } = useT('portfolio');
  return (
    <EmptyState icon={PieChartIcon} title={t('empty.title')} data-testid="portfolio-empty">
      <p className="mt-1 text-ink-muted">{data.portfolio.roboCermat ? t('empty.robo') : t('empty.other')}</p>
      {hasPending ? <p className="mt-2 text-sm text-ink-muted">{t('empty.pending')}</p> : null}
      <BuyAction buy={data.buy} addFund={data.addFund} name={data.portfolio.name} className="mt-6 max-w-xs" />
    </EmptyState>
  );
}
