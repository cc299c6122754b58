// The list's search, sort and filters: one GET form whose fields carry the API's parameter names
// (forms/fund-list-query.ts), so a list is a shareable URL. Without JavaScript it is a plain form
// (the Apply button submits it). With JavaScript the search navigates 500 ms after the last key
// (spec funds §9), every other control as soon as it changes, always with `replace` (typing does
// not fill the history) and without empty parameters. A changed filter starts again at page 0.
// On a category page the filter its path fixes is not offered.
import { SEARCH_DEBOUNCE_MS } from '~/components/ui/timing';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useT } from '~/lib/use-t';
import { Form, Link, useLocation, useNavigate, useNavigation } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { SelectField } from '~/components/ui/field';
import { ChevronDownIcon } from '~/components/ui/icons';
import { CURRENCIES, FUND_CATEGORIES, FUND_STATUSES, FUND_TYPES } from '~/domain/enums';
import type { CatalogueFilter } from '~/domain/fund-catalogue';
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  defaultOrder,
  KEYWORD_MAX_LENGTH,
  SORT_FIELDS,
  SORT_ORDERS,
  type FundListQuery,
} from '~/forms/fund-list-query';
import { SearchIcon, SlidersIcon } from '~/components/ui/fund-icons';
import { useHydrated } from '~/components/ui/use-hydrated';

/** The element holding the results (the page gives it this id). */
export const RESULTS_ID = 'fund-results';

interface FormState {
  _name: string;
  sort: string;
  order: string;
  type: string[];
  category: string;
  currency: string;
  status: string;
  sinvest_type: string;
  newcomer: string;
  shareDividend: string;
  capitalProtected: string;
  watchlistOnly: string;
}

function stateOf(query: FundListQuery): FormState {
  const flag = (value: boolean) => (value ? 'true' : '');
  return {
    _name: query.keyword ?? '',
    sort: query.sort,
    order: query.order,
    type: query.types,
    category: query.category ?? '',
    currency: query.currency ?? '',
    status: query.status ?? '',
    sinvest_type: query.indexFund ? 'INDEX_FUND' : '',
    newcomer: flag(query.newcomer),
    shareDividend: flag(query.shareDividend),
    capitalProtected: flag(query.capitalProtected),
    watchlistOnly: flag(query.watchlistOnly),
  };
}

/** Which controls a page offers: the one its path fixes is left out. */
function offered(filter: CatalogueFilter | null) {
  const collection = filter?.kind === 'collection' ? filter.collection : null;
  return {
    type: filter?.kind !== 'type',
    category: collection !== 'SYARIAH',
    currency: collection !== 'USD',
    indexFund: collection !== 'INDEX',
    newcomer: collection !== 'NEWCOMER',
    shareDividend: collection !== 'SHARE_DIVIDEND',
  };
}

export function FundFilters({
  query,
  filter,
  signedIn,
}: {
  query: FundListQuery;
  filter: CatalogueFilter | null;
  signedIn: boolean;
}) {
  const { t } = useT(['fundList', 'common']);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [state, setState] = useState<FormState>(() => stateOf(query));
  const hydrated = useHydrated();
  const searchRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = offered(filter);

  // The URL changed (a submission, back/forward, a category link): show what it says, except in
  // the search box while someone types in it.
  const queryKey = JSON.stringify(stateOf(query));
  useEffect(() => {
    const next = JSON.parse(queryKey) as FormState;
    setState((current) =>
      document.activeElement === searchRef.current ? { ...next, _name: current._name } : next,
    );
  }, [queryKey]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function go(next: FormState) {
    clearTimeout(timer.current);
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(next)) {
      if (Array.isArray(value)) value.forEach((item) => params.append(name, item));
      else if (value.trim() !== '') params.set(name, value.trim());
    }
    if (params.get('sort') === DEFAULT_SORT) params.delete('sort');
    const sort = (next.sort || DEFAULT_SORT) as FundListQuery['sort'];
    if (params.get('order') === defaultOrder(sort)) params.delete('order');
    if (query.size !== DEFAULT_PAGE_SIZE) params.set('_size', String(query.size));
    const search = params.toString();
    // From the sticky sidebar far down a long list: the new list is read from its top.
    const results = document.getElementById(RESULTS_ID);
    if (results && results.getBoundingClientRect().top < 0) results.scrollIntoView({ block: 'start' });
    void navigate(`${pathname}${search ? `?${search}` : ''}`, { replace: true, preventScrollReset: true });
  }

  function change(patch: Partial<FormState>, debounce = false) {
    const next = { ...state, ...patch };
    // A new sort field starts in its natural direction.
    if (patch.sort) next.order = defaultOrder(patch.sort as FundListQuery['sort']);
    setState(next);
    clearTimeout(timer.current);
    if (debounce) timer.current = setTimeout(() => go(next), SEARCH_DEBOUNCE_MS);
    else go(next);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    go(state);
  }

  const advancedActive = [
    show.type && state.type.length > 0,
    show.category && state.category,
    show.currency && state.currency,
    state.status,
    show.indexFund && state.sinvest_type,
    show.newcomer && state.newcomer,
    show.shareDividend && state.shareDividend,
    state.capitalProtected,
    state.watchlistOnly,
  ].filter(Boolean).length;
  const hasFilters = advancedActive > 0 || state._name !== '' || state.sort !== DEFAULT_SORT || state.order !== defaultOrder(state.sort as FundListQuery['sort']);
  const searching = navigation.state === 'loading' && navigation.location.pathname === pathname;
  const checkbox = (name: 'newcomer' | 'shareDividend' | 'capitalProtected' | 'watchlistOnly' | 'sinvest_type', label: string) => (
    <label className="flex min-h-11 items-center gap-3 text-sm text-ink">
      <input
        type="checkbox"
        name={name}
        value={name === 'sinvest_type' ? 'INDEX_FUND' : 'true'}
        checked={state[name] !== ''}
        onChange={(e) => change({ [name]: e.target.checked ? (name === 'sinvest_type' ? 'INDEX_FUND' : 'true') : '' })}
        className="size-5 shrink-0 accent-brand"
      />
      {label}
    </label>
  );

  return (
    <Form
      method="get"
      action={pathname}
      onSubmit={onSubmit}
      role="search"
      aria-label={t('filters.heading')}
      className="flex flex-col gap-4"
      data-testid="fund-filters"
    >
      <div>
        <label htmlFor="fund-search" className="field-label">
          {t('filters.search')}
        </label>
        <div className="relative">
          <SearchIcon size={20} className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-ink-subtle" />
          <input
            ref={searchRef}
            id="fund-search"
            type="search"
            name="_name"
            value={state._name}
            maxLength={KEYWORD_MAX_LENGTH}
            placeholder={t('filters.searchPlaceholder')}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(e) => change({ _name: e.target.value }, true)}
            className="field-input pl-10"
          />
        </div>
        <p className="sr-only" aria-live="polite">
          {searching ? t('filters.searching') : ''}
        </p>
      </div>

      <div className="grid grid-cols-[minmax(0,1fr)_8.5rem] gap-3 lg:grid-cols-1">
        <Select
          id="fund-sort"
          name="sort"
          label={t('filters.sort')}
          value={state.sort}
          onChange={(value) => change({ sort: value })}
          options={SORT_FIELDS.map((field) => ({ value: field, label: t(`filters.sortFields.${field}`) }))}
        />
        <Select
          id="fund-order"
          name="order"
          label={t('filters.order')}
          value={state.order}
          onChange={(value) => change({ order: value })}
          options={[...SORT_ORDERS].reverse().map((order) => ({ value: order, label: t(`filters.orders.${order}`) }))}
        />
      </div>

      <details
        className="group rounded-[var(--radius-control)] border border-line bg-surface lg:border-0 lg:bg-transparent lg:[&::details-content]:[content-visibility:visible]"
        open={advancedActive > 0 ? true : undefined}
      >
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-3 font-medium text-ink lg:hidden [&::-webkit-details-marker]:hidden">
          <SlidersIcon size={20} className="text-ink-muted" />
          {t('filters.more')}
          {advancedActive > 0 ? (
            <span className="rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-brand-strong">
              {t('filters.activeCount', { count: advancedActive })}
            </span>
          ) : null}
          <ChevronDownIcon size={20} className="ml-auto text-ink-muted transition-transform group-open:rotate-180" />
        </summary>
        <div className="flex flex-col gap-4 border-t border-line p-3 lg:border-0 lg:p-0">
          {show.type ? (
            <fieldset>
              <legend className="field-label">{t('filters.type')}</legend>
              <div className="grid grid-cols-2 gap-x-3 lg:grid-cols-1">
                {FUND_TYPES.map((type) => (
                  <label key={type} className="flex min-h-11 items-center gap-3 text-sm text-ink">
                    <input
                      type="checkbox"
                      name="type"
                      value={type}
                      checked={state.type.includes(type)}
                      onChange={(e) =>
                        change({ type: e.target.checked ? [...state.type, type] : state.type.filter((v) => v !== type) })
                      }
                      className="size-5 shrink-0 accent-brand"
                    />
                    {t(`common:fundTypes.${type}`)}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}

          <div className="grid grid-cols-1 gap-3 md:grid-cols-3 lg:grid-cols-1">
            {show.category ? (
              <Select
                id="fund-category"
                name="category"
                label={t('filters.category')}
                value={state.category}
                onChange={(value) => change({ category: value })}
                options={[
                  { value: '', label: t('filters.allCategories') },
                  ...FUND_CATEGORIES.map((c) => ({ value: c, label: t(`filters.categories.${c}`) })),
                ]}
              />
            ) : null}
            {show.currency ? (
              <Select
                id="fund-currency"
                name="currency"
                label={t('filters.currency')}
                value={state.currency}
                onChange={(value) => change({ currency: value })}
                options={[
                  { value: '', label: t('filters.allCurrencies') },
                  ...CURRENCIES.map((c) => ({ value: c, label: t(`filters.currencies.${c}`) })),
                ]}
              />
            ) : null}
            <Select
              id="fund-status"
              name="status"
              label={t('filters.status')}
              value={state.status}
              onChange={(value) => change({ status: value })}
              options={[
                { value: '', label: t('filters.allStatuses') },
                ...FUND_STATUSES.map((s) => ({ value: s, label: t(`filters.statuses.${s}`) })),
              ]}
            />
          </div>

          <fieldset>
            <legend className="field-label">{t('filters.collections')}</legend>
            <div className="grid grid-cols-1 gap-x-3 xs:grid-cols-2 lg:grid-cols-1">
              {show.indexFund ? checkbox('sinvest_type', t('filters.indexFund')) : null}
              {show.newcomer ? checkbox('newcomer', t('filters.newcomer')) : null}
              {show.shareDividend ? checkbox('shareDividend', t('filters.shareDividend')) : null}
              {checkbox('capitalProtected', t('filters.capitalProtected'))}
              {signedIn ? checkbox('watchlistOnly', t('filters.watchlistOnly')) : null}
            </div>
          </fieldset>
        </div>
      </details>

      {query.size !== DEFAULT_PAGE_SIZE ? <input type="hidden" name="_size" value={query.size} /> : null}
      {/* With JavaScript every change applies itself: only the way back to no filters remains. */}
      <div className="flex flex-wrap items-center gap-2">
        {hydrated ? null : (
          <button type="submit" className={buttonClass({ className: 'flex-1' })}>
            {t('filters.apply')}
          </button>
        )}
        {hydrated && !hasFilters ? null : (
          <Link to={pathname} replace preventScrollReset className={buttonClass({ variant: 'ghost', className: 'flex-1' })}>
            {t('filters.reset')}
          </Link>
        )}
      </div>
    </Form>
  );
}

/** A filter's select, from its options. */
function Select({
  options,
  onChange,
  ...props
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: Array<{ value: string; label: string }>;
  onChange: (value: string) => void;
}) {
  return (
    <SelectField {...props} onChange={(e) => onChange(e.target.value)}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}
