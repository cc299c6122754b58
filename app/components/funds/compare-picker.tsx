// The comparison picker (spec funds §2.3 "Comparison picker popup: choose a type or search all
// funds, then go to /reksadana/bandingkan with query fund1, fund2 and fund3. Up to 3 funds can be
// chosen, and checkboxes disable once 3 are chosen"). A disclosure (<details>) holding a GET form,
// so it works without JavaScript: "Tampilkan" filters the list, "Bandingkan" compares the ticked
// funds (the compare loader turns the ticked `pilih` values into fund1..fund3). With JavaScript the
// ticks are counted live and the unticked boxes disable at 3, the search runs as you type
// (debounced 500 ms, spec §9) and the next 20 funds load when the list is scrolled to its end (at
// most one page per 500 ms), from /reksadana/bandingkan/pilihan. On the fund page the picker
// starts empty (`lazy`) and loads its first page when opened; until then its closed form is the
// same for every visitor, so the server renders it once per fund and language (StaticMarkup) and
// the browser turns it into live React when the disclosure is first opened.
import { SCROLL_DEBOUNCE_MS, SEARCH_DEBOUNCE_MS } from '~/components/ui/timing';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '~/lib/use-t';
import { Form, useInRouterContext } from 'react-router';
import { StaticMarkup } from '~/components/ui/static-markup';
import { Button } from '~/components/ui';
import { cx } from '~/components/ui/cx';
import { FUND_TYPES, type FundType } from '~/domain/enums';
import { FUND_TYPE_PATHS } from '~/domain/fund-catalogue';
import { comparePickerHref, MAX_COMPARED, PICKER_SEARCH_MAX_LENGTH } from '~/domain/fund-compare';
import { ChevronDownIcon } from '~/components/ui';
import { useHydrated } from '~/components/ui/use-hydrated';

export interface PickerOption {
  slug: string;
  name: string;
  type: FundType;
  managerName: string;
}

export interface ComparePickerProps {
  /** The funds being compared now: ticked, listed first. */
  chosen: PickerOption[];
  /** The funds matching the filter (the first page). */
  results: PickerOption[];
  total: number;
  hasMore: boolean;
  filters: { jenis: string; q: string };
  open: boolean;
  /** Nothing was searched on the server: the first page loads when the picker is opened. */
  lazy?: boolean;
  /** The disclosure's label, when not the compare page's own. */
  summary?: string;
}

interface PickerPage {
  rows: PickerOption[];
  total: number;
  page: number;
  hasMore: boolean;
}

export function ComparePicker(props: ComparePickerProps) {
  const { chosen, open, lazy = false, summary } = props;
  const { t, i18n } = useT(['fundTools', 'common']);
  // A lazy picker is static markup until it is opened for the first time.
  const [live, setLive] = useState(!lazy || open);
  const hydrated = useHydrated();
  const onToggle = (event: React.SyntheticEvent<HTMLDetailsElement>) => {
    if (event.currentTarget.open) setLive(true);
  };
  return (
    <details id="pilih" open={open} onToggle={onToggle} className="card group p-0" data-testid="compare-picker" data-ready={hydrated ? 'true' : undefined}>
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-5 py-3 font-semibold text-ink [&::-webkit-details-marker]:hidden">
        <span>{summary ?? (chosen.length > 0 ? t('compare.picker.change') : t('compare.picker.open'))}</span>
        <ChevronDownIcon size={20} className="transition-transform group-open:rotate-180" />
      </summary>
      {live ? (
        <PickerForm {...props} live />
      ) : (
        <StaticMarkup cacheKey={`compare-picker:${i18n.language}:${summary ?? ''}:${JSON.stringify(chosen)}:${JSON.stringify(props.filters)}`}>
          <PickerForm {...props} live={false} />
        </StaticMarkup>
      )}
    </details>
  );
}

/** The GET form: React Router's <Form> when live, a plain form inside static markup (no router there). */
function PickerFormElement({ children, className }: { children: React.ReactNode; className: string }) {
  if (!useInRouterContext()) {
    return (
      <form method="get" action="/reksadana/bandingkan" className={className}>
        {children}
      </form>
    );
  }
  return (
    <Form method="get" action="/reksadana/bandingkan" className={className}>
      {children}
    </Form>
  );
}

function PickerForm({ chosen, results, total, hasMore, filters, lazy = false, live }: ComparePickerProps & { live: boolean }) {
  const { t } = useT(['fundTools', 'common']);
  const ids = useId();
  const [selected, setSelected] = useState<string[]>(() => chosen.map((f) => f.slug));
  const [search, setSearch] = useState(filters);
  const [list, setList] = useState<PickerPage & { loaded: boolean }>({ rows: results, total, page: 0, hasMore, loaded: !lazy });
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);
  const lastPageLoad = useRef(0);
  const typed = useRef(false);
  const scroller = useRef<HTMLUListElement>(null);
  const sentinel = useRef<HTMLLIElement>(null);

  const load = (page: number) => {
    const request = ++latest.current;
    setLoading(true);
    setFailed(false);
    fetch(comparePickerHref({ ...search, page }), { headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<{ data: PickerPage }>) : Promise.reject(new Error(String(response.status)))))
      .then(({ data }) => {
        if (request !== latest.current) return;
        setList((current) => ({ ...data, rows: page === 0 ? data.rows : [...current.rows, ...data.rows], loaded: true }));
      })
      .catch(() => request === latest.current && setFailed(true))
      .finally(() => request === latest.current && setLoading(false));
  };

  // The search as typed or chosen, 500 ms after the last change.
  useEffect(() => {
    if (!typed.current) return;
    const timer = setTimeout(() => load(0), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  // The next page when the end of the list scrolls into view.
  useEffect(() => {
    const root = scroller.current;
    const target = sentinel.current;
    if (!root || !target || !list.hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        const now = Date.now();
        if (now - lastPageLoad.current < SCROLL_DEBOUNCE_MS) return;
        lastPageLoad.current = now;
        load(list.page + 1);
      },
      { root, rootMargin: '0px 0px 120px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list, loading]);

  const change = (next: Partial<typeof search>) => {
    typed.current = true;
    setSearch((current) => ({ ...current, ...next }));
  };
  // Live (the picker was opened, or is open on the compare page): a lazy list loads now.
  useEffect(() => {
    if (live && !list.loaded && !loading) load(0);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live]);

  const options = [...chosen, ...list.rows.filter((r) => !chosen.some((c) => c.slug === r.slug))];
  const full = selected.length >= MAX_COMPARED;
  const toggle = (slug: string, checked: boolean) =>
    setSelected((current) => (checked ? [...current.filter((s) => s !== slug), slug].slice(0, MAX_COMPARED) : current.filter((s) => s !== slug)));

  return (
    <PickerFormElement className="space-y-4 border-t border-line px-5 py-4">
        <div className="grid gap-3 md:grid-cols-[14rem_1fr_auto] md:items-end">
          <div>
            <label htmlFor={`${ids}-type`} className="field-label">
              {t('compare.picker.typeLabel')}
            </label>
            <select
              id={`${ids}-type`}
              name="jenis"
              value={search.jenis}
              onChange={(event) => change({ jenis: event.target.value })}
              className="field-input"
              data-testid="compare-type"
            >
              <option value="">{t('compare.picker.allTypes')}</option>
              {FUND_TYPES.map((type) => (
                <option key={type} value={FUND_TYPE_PATHS[type]}>
                  {t(`common:fundTypes.${type}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${ids}-q`} className="field-label">
              {t('compare.picker.searchLabel')}
            </label>
            <input
              id={`${ids}-q`}
              name="q"
              type="search"
              value={search.q}
              onChange={(event) => change({ q: event.target.value })}
              maxLength={PICKER_SEARCH_MAX_LENGTH}
              placeholder={t('compare.picker.searchPlaceholder')}
              className="field-input"
              data-testid="compare-search"
            />
          </div>
          <Button type="submit" name="aksi" value="tampilkan" variant="secondary">
            {t('compare.picker.filter')}
          </Button>
        </div>

        <fieldset className="min-w-0">
          <legend className="field-label">
            {t('compare.picker.listLabel')}{' '}
            <span className="font-normal text-ink-muted" aria-live="polite" data-testid="compare-chosen-count">
              ({t('compare.picker.chosenCount', { count: selected.length, max: MAX_COMPARED })})
            </span>
          </legend>
          {options.length === 0 ? (
            <p className="py-3 text-sm text-ink-muted" aria-live="polite">
              {loading || !list.loaded ? t('compare.picker.loading') : t('compare.picker.noResults')}
            </p>
          ) : (
            <ul
              ref={scroller}
              aria-busy={loading}
              className="mt-1 max-h-80 divide-y divide-line overflow-y-auto rounded-[var(--radius-control)] border border-line"
              data-testid="compare-options"
            >
              {options.map((fund) => {
                const checked = selected.includes(fund.slug);
                const id = `${ids}-${fund.slug}`;
                return (
                  <li key={fund.slug}>
                    <label
                      htmlFor={id}
                      className={cx('flex min-h-12 cursor-pointer items-center gap-3 px-3 py-2', !checked && full && 'cursor-not-allowed opacity-60')}
                    >
                      <input
                        id={id}
                        type="checkbox"
                        name="pilih"
                        value={fund.slug}
                        checked={checked}
                        disabled={!checked && full}
                        onChange={(event) => toggle(fund.slug, event.target.checked)}
                        className="size-5 shrink-0 accent-brand"
                        data-testid="compare-option"
                      />
                      <span className="min-w-0">
                        <span className="block text-sm font-medium text-ink">{fund.name}</span>
                        <span className="block truncate text-xs text-ink-muted">
                          {t(`common:fundTypes.${fund.type}`)} · {fund.managerName}
                        </span>
                      </span>
                    </label>
                  </li>
                );
              })}
              {list.hasMore ? (
                <li ref={sentinel} className="px-3 py-2 text-center text-xs text-ink-subtle" data-testid="compare-options-more">
                  {loading ? t('compare.picker.loading') : t('compare.picker.scrollForMore')}
                </li>
              ) : null}
            </ul>
          )}
          {failed ? (
            <p className="mt-2 text-sm text-danger" role="alert">
              {t('compare.picker.loadFailed')}
            </p>
          ) : null}
          {full ? (
            <p className="mt-2 text-sm text-ink-muted" data-testid="compare-max-reached">
              {t('compare.picker.maxReached')}
            </p>
          ) : null}
          {list.total > list.rows.length ? (
            <p className="mt-2 text-xs text-ink-subtle" data-testid="compare-shown-count">
              {t('compare.picker.moreResults', { shown: list.rows.length, total: list.total })}
            </p>
          ) : null}
        </fieldset>

        <Button type="submit" name="aksi" value="bandingkan" block className="md:w-auto" data-testid="compare-submit">
          {t('compare.picker.submit')}
        </Button>
    </PickerFormElement>
  );
}
