// How to buy / how to sell (spec landing §1 "a how-to-buy / how-to-sell tab block"). Without
// JavaScript both step lists are on the page one after the other, each under its heading; once the
// page is interactive they become tabs (WAI-ARIA tabs pattern: arrow keys, Home and End move between
// tabs, the active panel follows).
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useHydrated } from '~/components/ui/use-hydrated';
import { cx } from '~/components/ui/cx';
import { StaticMarkup } from '~/components/ui/static-markup';
import type { Language } from '~/domain/enums';
import { useT } from '~/lib/use-t';

const TABS = ['buy', 'sell'] as const;
type Tab = (typeof TABS)[number];
const STEPS: Record<Tab, readonly string[]> = {
  buy: ['register', 'choose', 'pay', 'units'],
  sell: ['open', 'amount', 'confirm', 'receive'],
};

export function HowToTabs({ locale }: { locale: Language }) {
  const { t } = useT('landing');
  const hydrated = useHydrated();
  const [active, setActive] = useState<Tab>('buy');
  const ids = useId();
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ buy: null, sell: null });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.indexOf(active);
    const next =
      event.key === 'ArrowRight' ? TABS[(index + 1) % TABS.length]
      : event.key === 'ArrowLeft' ? TABS[(index + TABS.length - 1) % TABS.length]
      : event.key === 'Home' ? TABS[0]
      : event.key === 'End' ? TABS[TABS.length - 1]
      : null;
    if (!next) return;
    event.preventDefault();
    setActive(next);
    tabRefs.current[next]?.focus();
  };

  const panels = TABS.map((tab) => (
    <div
      key={tab}
      id={`${ids}-${tab}-panel`}
      role={hydrated ? 'tabpanel' : undefined}
      aria-labelledby={hydrated ? `${ids}-${tab}-tab` : undefined}
      hidden={hydrated && active !== tab}
      tabIndex={hydrated ? 0 : undefined}
      className={cx(!hydrated && 'mt-8')}
      data-testid={`how-to-${tab}`}
    >
      {hydrated ? null : <h3 className="text-lg font-semibold text-ink">{t(`howTo.${tab}.tab`)}</h3>}
      <StaticMarkup cacheKey={`landing-howto:${locale}:${tab}`}>
        <Steps tab={tab} />
      </StaticMarkup>
    </div>
  ));

  return (
    <div className="mt-6">
      {hydrated ? (
        <div role="tablist" aria-label={t('howTo.tabsLabel')} className="inline-flex rounded-[var(--radius-control)] bg-surface p-1 ring-1 ring-line">
          {TABS.map((tab) => (
            <button
              key={tab}
              ref={(element) => {
                tabRefs.current[tab] = element;
              }}
              id={`${ids}-${tab}-tab`}
              type="button"
              role="tab"
              aria-selected={active === tab}
              aria-controls={`${ids}-${tab}-panel`}
              tabIndex={active === tab ? 0 : -1}
              onClick={() => setActive(tab)}
              onKeyDown={onKeyDown}
              className={cx(
                'min-h-11 rounded-[calc(var(--radius-control)-0.25rem)] px-4 text-sm font-semibold',
                active === tab ? 'bg-brand text-white' : 'text-ink-muted hover:text-ink',
              )}
              data-testid={`how-to-tab-${tab}`}
            >
              {t(`howTo.${tab}.tab`)}
            </button>
          ))}
        </div>
      ) : null}
      <div className={cx(hydrated && 'mt-6')}>{panels}</div>
    </div>
  );
}

function Steps({ tab }: { tab: Tab }) {
  const { t } = useT('landing');
  return (
    <ol className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-4">
      {STEPS[tab].map((step, index) => (
        <li key={step} className="card flex gap-4 lg:flex-col">
          <span aria-hidden="true" className="step-number">
            {index + 1}
          </span>
          <div>
            <h4 className="font-semibold text-ink">{t(`howTo.${tab}.steps.${step}.title` as never)}</h4>
            <p className="item-body">{t(`howTo.${tab}.steps.${step}.body` as never)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
