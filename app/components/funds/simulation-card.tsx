// The investment simulation card of the fund detail page (spec funds §2.2, §4.1 "Simulation tabs:
// once or regularly", §5, §9; rules in app/domain/simulation.ts, decision 007). Works without
// JavaScript: a GET form with `simulasi`, `jumlah` and `tahun` re-renders the page, and the card
// reads them from the URL. With JavaScript it recomputes as you type or slide, and the submit
// button goes away.
import { useId, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { useT } from '~/lib/use-t';
import { useLocation, useSearchParams } from 'react-router';
import { AlertTriangleIcon, Button } from '~/components/ui';
import { cx } from '~/components/ui/cx';
import { StaticMarkup } from '~/components/ui/static-markup';
import type { Currency, Language } from '~/domain/enums';
import { AMOUNT_MAX_LENGTH, maskAmount } from '~/domain/amount-mask';
import {
  MAX_YEARS,
  MIN_YEARS,
  parseYears,
  SIMULATION_MODE_PARAMS,
  SIMULATION_MODES,
  simulateInput,
  simulationInputFromQuery,
  type NavSample,
  type SimulationInput,
  type SimulationResult,
} from '~/domain/simulation';
import { formatDate, formatMoney, formatSignedMoney, formatSignedPercent } from '~/lib/format';
import { TriangleIcon } from '~/components/ui/fund-icons';
import { useHydrated } from '~/components/ui/use-hydrated';

/** The query parameters the card owns; the others of the page are carried through its form. */
const OWN_PARAMS = ['simulasi', 'jumlah', 'tahun'];
const YEAR_TICKS = Array.from({ length: MAX_YEARS - MIN_YEARS + 1 }, (_, i) => MIN_YEARS + i);
const CURRENCY_PREFIX: Record<Currency, string> = { IDR: 'Rp', USD: 'US$' };
const DASH = '-';

export interface SimulationCardProps {
  fund: { currency: Currency; launchDate: string };
  /** The dividend-adjusted NAV × 10^4 per exchange day, oldest first. */
  navSeries: Array<{ date: string; adjustedNav: number }>;
}

export function SimulationCard({ fund, navSeries }: SimulationCardProps) {
  const { t, locale } = useT('fundTools');
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const [input, setInput] = useState<SimulationInput>(() => simulationInputFromQuery(searchParams, fund.currency));
  const hydrated = useHydrated();
  const ids = useId();
  const titleId = `${ids}-title`;
  const amountId = `${ids}-amount`;
  const yearsId = `${ids}-years`;
  const resultId = `${ids}-result`;

  const result = useMemo(() => simulationOf(navSeries, input, fund.currency), [input, fund.currency, navSeries]);
  const sliderYears = parseYears(input.yearsText) ?? MIN_YEARS;
  const carried = [...searchParams].filter(([name]) => !OWN_PARAMS.includes(name));

  const onAmount = (event: ChangeEvent<HTMLInputElement>) =>
    setInput((s) => ({ ...s, amountText: maskAmount(event.target.value, fund.currency) }));
  // Typed years stay as typed until the field is left; the result already uses the clamped value.
  const onYearsTyped = (event: ChangeEvent<HTMLInputElement>) => setInput((s) => ({ ...s, yearsText: event.target.value.slice(0, 6) }));
  const onYearsBlur = () =>
    setInput((s) => {
      const years = parseYears(s.yearsText);
      return years === null ? s : { ...s, yearsText: String(years) };
    });
  const onSlider = (event: ChangeEvent<HTMLInputElement>) => setInput((s) => ({ ...s, yearsText: event.target.value }));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // With JavaScript the result is already live; without it the browser submits the GET form.
    event.preventDefault();
    onYearsBlur();
  };

  return (
    <section id="simulasi" aria-labelledby={titleId} className="card" data-testid="simulation-card">
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        {t('simulation.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('simulation.subtitle')}</p>

      <form method="get" action={`${pathname}#simulasi`} onSubmit={onSubmit} className="mt-4 space-y-4" aria-controls={resultId}>
        {carried.map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        <fieldset className="min-w-0">
          <legend className="sr-only">{t('simulation.modeLabel')}</legend>
          <div className="grid grid-cols-2 gap-1 rounded-[var(--radius-control)] bg-canvas p-1 ring-1 ring-line">
            {SIMULATION_MODES.map((mode) => (
              <label
                key={mode}
                className={cx(
                  'flex min-h-11 cursor-pointer items-center justify-center rounded-[calc(var(--radius-control)-0.25rem)] px-3 text-sm font-semibold focus-within:outline-3 focus-within:outline-focus',
                  input.mode === mode ? 'bg-surface text-brand-strong shadow-sm ring-1 ring-line' : 'text-ink-muted hover:text-ink',
                )}
              >
                <input
                  type="radio"
                  name="simulasi"
                  value={SIMULATION_MODE_PARAMS[mode]}
                  checked={input.mode === mode}
                  onChange={() => setInput((s) => ({ ...s, mode }))}
                  className="sr-only"
                  data-testid={`simulation-mode-${mode}`}
                />
                {t(`simulation.modes.${mode}`)}
              </label>
            ))}
          </div>
        </fieldset>

        <div>
          <label htmlFor={amountId} className="field-label">
            {t(`simulation.amountLabel.${input.mode}`)}
          </label>
          <div className="relative">
            <span aria-hidden className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-ink-muted">
              {CURRENCY_PREFIX[fund.currency]}
            </span>
            <input
              id={amountId}
              name="jumlah"
              type="text"
              inputMode={fund.currency === 'USD' ? 'decimal' : 'numeric'}
              autoComplete="off"
              maxLength={AMOUNT_MAX_LENGTH}
              value={input.amountText}
              onChange={onAmount}
              className={cx('field-input tabular', fund.currency === 'USD' ? 'pl-14' : 'pl-10')}
              data-testid="simulation-amount"
            />
          </div>
        </div>

        <div>
          <div className="flex items-end justify-between gap-3">
            <label htmlFor={yearsId} className="field-label">
              {t('simulation.yearsLabel')}
            </label>
            <input
              id={yearsId}
              name="tahun"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={input.yearsText}
              onChange={onYearsTyped}
              onBlur={onYearsBlur}
              className="field-input tabular w-20 text-center"
              data-testid="simulation-years"
            />
          </div>
          <input
            type="range"
            min={MIN_YEARS}
            max={MAX_YEARS}
            step={1}
            value={sliderYears}
            onChange={onSlider}
            disabled={!hydrated}
            aria-label={t('simulation.yearsSliderLabel')}
            aria-valuetext={t('simulation.yearsTick', { count: sliderYears })}
            className="mt-3 h-11 w-full cursor-pointer accent-brand disabled:cursor-default"
            data-testid="simulation-slider"
          />
          <div aria-hidden className="flex justify-between px-1 text-xs text-ink-subtle tabular">
            {YEAR_TICKS.map((year) => (
              <span key={year} className={cx('w-4 text-center', year === sliderYears && 'font-semibold text-ink')}>
                {year}
              </span>
            ))}
          </div>
        </div>

        {hydrated ? null : (
          <Button type="submit" variant="secondary" block>
            {t('simulation.submit')}
          </Button>
        )}
      </form>

      <SimulationOutcome id={resultId} result={result} currency={fund.currency} locale={locale} />
      <p className="mt-4 text-xs leading-relaxed text-ink-subtle">
        {t('simulation.info')} {t('simulation.disclaimer')}
      </p>
    </section>
  );
}

function SimulationOutcome({ id, result, currency, locale }: { id: string; result: SimulationResult; currency: Currency; locale: Language }) {
  // A pure function of the result: rendered once per result and language on the server (StaticMarkup);
  // a new input in the browser renders it anew.
  return (
    <div id={id} aria-live="polite" className="mt-5 border-t border-line pt-4" data-testid="simulation-result">
      <StaticMarkup cacheKey={`simulation:${locale}:${currency}:${JSON.stringify(result)}`}>
        <SimulationFigures result={result} currency={currency} locale={locale} />
      </StaticMarkup>
    </div>
  );
}

function SimulationFigures({ result, currency, locale }: { result: SimulationResult; currency: Currency; locale: Language }) {
  const { t } = useT('fundTools');
  const ok = result.kind === 'ok' ? result : null;
  const money = (minor: number | undefined) => (minor === undefined ? DASH : formatMoney(minor, currency, locale));
  return (
    <>
      <h3 className="sr-only">{t('simulation.resultHeading')}</h3>
      {ok?.shortHistory ? (
        <p className="mb-3 flex gap-2 rounded-[var(--radius-control)] bg-warning-soft px-3 py-2 text-sm text-ink" data-testid="simulation-warning">
          <AlertTriangleIcon size={18} className="mt-0.5 shrink-0 text-warning" />
          <span>
            {t('simulation.shortHistory', { years: ok.shortHistory.years, months: ok.shortHistory.months, requested: ok.years })}
          </span>
        </p>
      ) : null}
      {result.kind === 'noData' ? <p className="mb-3 text-sm text-ink-muted">{t('simulation.noData')}</p> : null}
      {result.kind === 'invalid' ? <p className="mb-3 text-sm text-ink-muted">{t('simulation.invalid')}</p> : null}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <div>
          <dt className="text-ink-muted">{t('simulation.invested')}</dt>
          <dd className="tabular mt-0.5 font-semibold text-ink" data-testid="simulation-invested">
            {money(ok?.invested.minor)}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('simulation.value')}</dt>
          <dd className="tabular mt-0.5 text-lg font-bold text-ink" data-testid="simulation-value">
            {money(ok?.value.minor)}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('simulation.profit')}</dt>
          <dd className="mt-0.5" data-testid="simulation-profit">
            {ok ? <Signed value={ok.profit.minor} text={formatSignedMoney(ok.profit.minor, currency, locale)} /> : DASH}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('simulation.returnRate')}</dt>
          <dd className="mt-0.5" data-testid="simulation-return">
            {ok ? <Signed value={ok.returnFraction} text={formatSignedPercent(ok.returnFraction, locale)} /> : DASH}
          </dd>
        </div>
      </dl>
      {ok ? (
        <p className="mt-3 text-xs text-ink-muted" data-testid="simulation-summary">
          {t('simulation.summary', {
            count: ok.instalments,
            start: formatDate(ok.startDate, locale),
            end: formatDate(ok.endDate, locale),
          })}
        </p>
      ) : null}
    </>
  );
}

/** A gain or loss: sign, arrow and colour together (never colour alone). */
function Signed({ value, text }: { value: number; text: string }) {
  const direction = value > 0 ? 'up' : value < 0 ? 'down' : null;
  return (
    <span
      className={cx(
        'tabular inline-flex items-center gap-1 font-semibold whitespace-nowrap',
        direction === 'up' ? 'text-gain' : direction === 'down' ? 'text-loss' : 'text-ink',
      )}
    >
      {direction ? <TriangleIcon direction={direction} size={12} /> : null}
      {text}
    </span>
  );
}

type NavSeries = SimulationCardProps['navSeries'];
/** Results per series and input. The server sends one series object per fund and NAV date, and
 * most visitors see the default input, so a page render usually finds its result here. */
const results = new WeakMap<NavSeries, Map<string, SimulationResult>>();
const RESULTS_KEPT_PER_SERIES = 32;

function simulationOf(navSeries: NavSeries, input: SimulationInput, currency: Currency): SimulationResult {
  let byInput = results.get(navSeries);
  if (!byInput) results.set(navSeries, (byInput = new Map()));
  const key = `${currency}|${input.mode}|${input.amountText}|${input.yearsText}`;
  let result = byInput.get(key);
  if (!result) {
    result = simulateInput(input, currency, sortedSeries(navSeries));
    if (byInput.size >= RESULTS_KEPT_PER_SERIES) byInput.delete(byInput.keys().next().value!);
    byInput.set(key, result);
  }
  return result;
}

function sortedSeries(series: ReadonlyArray<{ date: string; adjustedNav: number }>): NavSample[] {
  for (let i = 1; i < series.length; i++) {
    if (series[i - 1]!.date > series[i]!.date) return [...series].sort((a, b) => (a.date < b.date ? -1 : 1));
  }
  return series as NavSample[];
}
