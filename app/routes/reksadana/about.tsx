// /reksadana/tentang-kami: what Celengan is, its registration as an APERD supervised by OJK, how
// the money is held by custodian banks, and how to reach us. Static text only, all through i18n
// (namespace `about`): no loader and no queries of its own, so it is also the floor of
// `npm run bench` (the app shell with static text). Sections keep stable ids for in-page links.
import { ContactCard } from '~/components/layout/contact-card';
import { useT } from '~/lib/use-t';
import { Link } from 'react-router';
import { PATHS } from '~/components/layout/links';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import {
  ArrowRightIcon,
  BankIcon,
  BriefcaseIcon,
  CoinsIcon,
  ShieldCheckIcon,
  UserIcon,
  type Icon,
} from '~/components/ui/icons';
import type { Route } from './+types/about';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('about');
export const clientMiddleware = [loadTranslations(handle)];

export default function About() {
  return (
    <>
      <Hero />
      <div className="page-container grid gap-10 py-10 md:py-14 lg:grid-cols-[1.4fr_1fr] lg:gap-12">
        <div className="grid gap-10">
          <What />
          <Custody />
        </div>
        <div className="grid content-start gap-6">
          <License />
          <Contact />
        </div>
      </div>
      <Roles />
      <Closing />
    </>
  );
}

function Hero() {
  const { t } = useT('about');
  return (
    <section aria-labelledby="about-title" className="border-b border-line bg-gradient-to-b from-brand-soft/60 to-canvas">
      <div className="page-container py-10 md:py-16">
        <p className="text-sm font-semibold tracking-wide text-brand-strong uppercase">{t('hero.eyebrow')}</p>
        <h1
          id="about-title"
          className="mt-3 max-w-3xl text-[2rem] leading-tight font-bold tracking-tight text-balance text-ink md:text-5xl md:leading-[1.1]"
        >
          {t('hero.title')}
        </h1>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-ink-muted">{t('hero.body')}</p>
      </div>
    </section>
  );
}

function What() {
  const { t } = useT('about');
  return (
    <section id="apa-itu-celengan" aria-labelledby="what-title">
      <h2 id="what-title" className="section-title">
        {t('what.title')}
      </h2>
      <p className="mt-4 leading-relaxed text-ink-muted">{t('what.paragraphs.intro')}</p>
      <p className="mt-4 leading-relaxed text-ink-muted">{t('what.paragraphs.register')}</p>
    </section>
  );
}

const STEPS = ['pay', 'invest', 'record', 'redeem'] as const;

function Custody() {
  const { t } = useT('about');
  return (
    <section id="bank-kustodian" aria-labelledby="custody-title">
      <h2 id="custody-title" className="section-title">
        {t('custody.title')}
      </h2>
      <p className="mt-4 leading-relaxed text-ink-muted">{t('custody.body')}</p>
      <ol className="mt-6 grid gap-4 sm:grid-cols-2">
        {STEPS.map((step, i) => (
          <li key={step} className="card flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-bold text-white"
            >
              {i + 1}
            </span>
            <div>
              <h3 className="font-semibold text-ink">{t(`custody.steps.${step}.title`)}</h3>
              <p className="item-body">{t(`custody.steps.${step}.body`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

function License() {
  const { t } = useT('about');
  return (
    <section id="izin-ojk" aria-labelledby="license-title" className="card">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand-strong">
        <ShieldCheckIcon size={24} />
      </span>
      <h2 id="license-title" className="mt-4 text-xl font-bold text-ink">
        {t('license.title')}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-ink-muted">{t('license.body')}</p>
      <p className="mt-4 rounded-[var(--radius-control)] bg-warning-soft px-3 py-2 text-sm leading-relaxed text-amber-900">
        {t('license.note')}
      </p>
    </section>
  );
}

function Contact() {
  const { t } = useT('about');
  return <ContactCard title={t('contact.title')} body={t('contact.body')} />;
}

const ROLES: Array<{ key: 'manager' | 'custodian' | 'agent' | 'regulator'; icon: Icon }> = [
  { key: 'manager', icon: BriefcaseIcon },
  { key: 'custodian', icon: BankIcon },
  { key: 'agent', icon: UserIcon },
  { key: 'regulator', icon: ShieldCheckIcon },
];

function Roles() {
  const { t } = useT('about');
  return (
    <section id="peran" aria-labelledby="roles-title" className="border-y border-line bg-surface">
      <div className="page-container py-10 md:py-14">
        <h2 id="roles-title" className="section-title">
          {t('roles.title')}
        </h2>
        {/* A valid list (only a div of dt and dd per role): the icon sits inside the dt, placed beside
            the text on phones and above it on wide screens, as the layout had it. */}
        <dl className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-4" data-testid="about-roles">
          {ROLES.map(({ key, icon: RoleIcon }) => (
            <div key={key} className="relative min-h-12 pl-16 lg:pl-0">
              <dt className="font-semibold text-ink">
                <span className="absolute top-0 left-0 flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-strong lg:static lg:mb-4">
                  <RoleIcon size={24} />
                </span>
                {t(`roles.items.${key}.name`)}
              </dt>
              <dd className="item-body">{t(`roles.items.${key}.body`)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

function Closing() {
  const { t } = useT('about');
  return (
    <section aria-labelledby="about-cta-title" className="page-container py-10 md:py-14">
      <div className="flex flex-col items-start gap-5 rounded-[var(--radius-card)] bg-brand px-6 py-8 text-white md:flex-row md:items-center md:justify-between md:px-10">
        <div className="flex gap-4">
          <span aria-hidden="true" className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-white/15 md:flex">
            <CoinsIcon size={24} />
          </span>
          <div>
            <h2 id="about-cta-title" className="text-2xl font-bold">
              {t('cta.title')}
            </h2>
            <p className="mt-1 text-white/90">{t('cta.body')}</p>
          </div>
        </div>
        <Link
          to={PATHS.allFunds}
          className="inline-flex min-h-12 w-full shrink-0 items-center justify-center gap-2 rounded-[var(--radius-control)] bg-white px-6 font-semibold text-brand-strong hover:bg-brand-soft xs:w-auto"
        >
          {t('cta.button')}
          <ArrowRightIcon size={20} />
        </Link>
      </div>
    </section>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const { title, description } = texts(metaLocale(args.matches)).about.meta;
  return pageMeta(args, { title, description, indexable: true });
};
