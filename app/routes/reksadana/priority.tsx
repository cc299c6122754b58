// /reksadana/prioritas: the Celengan Prioritas programme (spec funds §2.1; the landing page's
// priority-programme banner links here). Static text only, like the about page, all through i18n
// (namespace `priority`): who qualifies, the benefits, how to join, how to reach us (the about
// page's contact details, read from its namespace so there is one set of them) and the risk
// disclaimer. No loader: the call to action reads the signed-in state from the root loader
// (a visitor is sent to start investing, a signed-in investor to their portfolio).
// Sections keep stable ids for in-page links.
import { useRouteLoaderData } from 'react-router';
import { PATHS } from '~/components/layout/links';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { AppLink } from '~/components/ui/app-link';
import {
  AlertTriangleIcon,
  ArrowRightIcon,
  BarChartIcon,
  CheckIcon,
  ClockIcon,
  CompassIcon,
  PieChartIcon,
  UserIcon,
  type Icon,
} from '~/components/ui/icons';
import { formatMoneyInText } from '~/lib/format';
import { ContactCard } from '~/components/layout/contact-card';
import { useT } from '~/lib/use-t';
import type { loader as rootLoader } from '~/root';
import type { Route } from './+types/priority';
import { loadTranslations, translations } from '~/locales/loading';
import { PRIORITY_THRESHOLD_IDR } from '~/domain/investment-thresholds';

// The contact card reads the about page's namespace (one set of contact details).
export const handle = translations('priority', 'about');
export const clientMiddleware = [loadTranslations(handle)];

const PRIORITY_PATH = '/reksadana/prioritas';
/** A visitor's call to action: start investing, then come back here. */
const PRIORITY_START_INVESTING_HREF = `${PATHS.startInvesting}?target=${encodeURIComponent(PRIORITY_PATH)}` as const;


export default function Priority() {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const { locale } = useT('priority');
  const amount = formatMoneyInText(PRIORITY_THRESHOLD_IDR, 'IDR', locale);
  return (
    <>
      <Hero amount={amount} />
      <div className="page-container grid gap-10 py-10 md:py-14 lg:grid-cols-[1.4fr_1fr] lg:gap-12">
        <div className="grid gap-10">
          <Eligibility amount={amount} />
          <Benefits />
          <HowToJoin amount={amount} />
        </div>
        <div className="grid content-start gap-6">
          <Contact />
          <Risk />
        </div>
      </div>
      <Closing signedIn={Boolean(root?.user)} />
    </>
  );
}

function Hero({ amount }: { amount: string }) {
  const { t } = useT('priority');
  return (
    <section aria-labelledby="priority-title" className="border-b border-line bg-gradient-to-b from-brand-soft/60 to-canvas">
      <div className="page-container py-10 md:py-16">
        <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-strong uppercase">
          <span aria-hidden="true" className="text-accent">
            ★
          </span>
          {t('hero.eyebrow')}
        </p>
        <h1
          id="priority-title"
          className="mt-3 max-w-3xl text-[2rem] leading-tight font-bold tracking-tight text-balance text-ink md:text-5xl md:leading-[1.1]"
        >
          {t('hero.title')}
        </h1>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-ink-muted">{t('hero.body', { amount })}</p>
      </div>
    </section>
  );
}

const RULES = ['total', 'nav', 'monthly'] as const;

function Eligibility({ amount }: { amount: string }) {
  const { t } = useT('priority');
  return (
    <section id="syarat" aria-labelledby="eligibility-title">
      <h2 id="eligibility-title" className="section-title">
        {t('eligibility.title')}
      </h2>
      <p className="mt-4 leading-relaxed text-ink-muted">{t('eligibility.body', { amount })}</p>
      <div className="card mt-6 flex items-center gap-4">
        <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-strong">
          <PieChartIcon size={24} />
        </span>
        <p className="grid">
          <span className="text-sm text-ink-subtle">{t('eligibility.thresholdLabel')}</span>
          <strong data-testid="priority-threshold" className="text-2xl font-bold tabular-nums text-ink md:text-3xl">
            {amount}
          </strong>
        </p>
      </div>
      <ul className="mt-6 grid gap-3">
        {RULES.map((rule) => (
          <li key={rule} className="flex gap-3 leading-relaxed text-ink-muted">
            <CheckIcon size={20} className="mt-0.5 shrink-0 text-brand" />
            <span>{t(`eligibility.rules.${rule}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

const BENEFITS: Array<{ key: 'manager' | 'report' | 'service' | 'events'; icon: Icon }> = [
  { key: 'manager', icon: UserIcon },
  { key: 'report', icon: BarChartIcon },
  { key: 'service', icon: ClockIcon },
  { key: 'events', icon: CompassIcon },
];

function Benefits() {
  const { t } = useT('priority');
  return (
    <section id="manfaat" aria-labelledby="benefits-title">
      <h2 id="benefits-title" className="section-title">
        {t('benefits.title')}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {BENEFITS.map(({ key, icon: BenefitIcon }) => (
          <li key={key} className="card flex gap-4">
            <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-strong">
              <BenefitIcon size={20} />
            </span>
            <div>
              <h3 className="font-semibold text-ink">{t(`benefits.items.${key}.title`)}</h3>
              <p className="item-body">{t(`benefits.items.${key}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-4 rounded-[var(--radius-control)] bg-info-soft px-3 py-2 text-sm leading-relaxed text-ink">{t('benefits.note')}</p>
    </section>
  );
}

const STEPS = ['reach', 'invite', 'meet'] as const;

function HowToJoin({ amount }: { amount: string }) {
  const { t } = useT('priority');
  return (
    <section id="cara-bergabung" aria-labelledby="join-title">
      <h2 id="join-title" className="section-title">
        {t('join.title')}
      </h2>
      <ol className="mt-6 grid gap-4">
        {STEPS.map((step, i) => (
          <li key={step} className="card flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-bold text-white"
            >
              {i + 1}
            </span>
            <div>
              <h3 className="font-semibold text-ink">{t(`join.steps.${step}.title`, { amount })}</h3>
              <p className="item-body">{t(`join.steps.${step}.body`)}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-4 leading-relaxed text-ink-muted">
        {t('join.contactPrompt')}{' '}
        <a href="#kontak" className="inline-flex min-h-6 items-center font-semibold text-brand underline underline-offset-2">
          {t('join.contactLink')}
        </a>
      </p>
    </section>
  );
}

/** The about page's contact details (namespace `about`), under this page's heading and intro. */
function Contact() {
  const { t } = useT('priority');
  return <ContactCard title={t('contact.title')} body={t('contact.body')} />;
}

function Risk() {
  const { t } = useT('priority');
  return (
    <section id="risiko" aria-labelledby="risk-title" className="card">
      <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-warning-soft text-warning">
        <AlertTriangleIcon size={24} />
      </span>
      <h2 id="risk-title" className="mt-4 text-xl font-bold text-ink">
        {t('risk.title')}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-ink-muted">{t('risk.body')}</p>
      <p className="mt-4 rounded-[var(--radius-control)] bg-warning-soft px-3 py-2 text-sm leading-relaxed text-amber-900">
        {t('risk.programme')}
      </p>
    </section>
  );
}

function Closing({ signedIn }: { signedIn: boolean }) {
  const { t } = useT('priority');
  const who = signedIn ? 'member' : 'visitor';
  return (
    <section aria-labelledby="priority-cta-title" className="page-container pb-10 md:pb-14">
      <div className="flex flex-col items-start gap-5 rounded-[var(--radius-card)] bg-brand px-6 py-8 text-white md:flex-row md:items-center md:justify-between md:px-10">
        <div>
          <h2 id="priority-cta-title" className="text-2xl font-bold">
            {t(`cta.${who}.title`)}
          </h2>
          <p className="mt-1 text-white/90">{t(`cta.${who}.body`)}</p>
        </div>
        <AppLink
          to={signedIn ? PATHS.portfolio : PRIORITY_START_INVESTING_HREF}
          data-testid="priority-cta"
          className="inline-flex min-h-12 w-full shrink-0 items-center justify-center gap-2 rounded-[var(--radius-control)] bg-white px-6 font-semibold text-brand-strong hover:bg-brand-soft xs:w-auto"
        >
          {t(`cta.${who}.button`)}
          <ArrowRightIcon size={20} />
        </AppLink>
      </div>
    </section>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const locale = metaLocale(args.matches);
  const { title, description } = texts(locale).priority.meta;
  return pageMeta(args, { title, description: description.replace('{{amount}}', formatMoneyInText(PRIORITY_THRESHOLD_IDR, 'IDR', locale)), indexable: true });
};
