// Adding a fund to a portfolio in the cart (spec funds §2.4 steps 3 fund type selector, 4 fund list,
// 10 fund search; issue 5 item 3; decision 022): the choices as the cart pages draw them (links and a
// GET search form, no JavaScript needed) and as the dialog does (buttons over the same rows). The
// facts are the cart loader's (`kind: 'ADD_FUND'`, models/subscriptions.server.ts addableFunds).
import { useId, type ReactNode } from 'react';
import { AppLink } from '~/components/ui';
import type { FundType } from '~/domain/enums';
import { KEYWORD_MAX_LENGTH } from '~/forms/fund-list-query';
import { useT } from '~/lib/use-t';

export interface AddableFund {
  id: number;
  name: string;
  type: FundType;
  currency: 'IDR' | 'USD';
  investmentManager: string;
  held: boolean;
}

/** A choice: a link on the pages, a button in the dialog. */
export type Choose<T> = { href: (value: T) => `/${string}` } | { onChoose: (value: T) => void };

const choiceClass =
  'flex min-h-12 w-full items-center justify-between gap-3 rounded-[var(--radius-control)] border border-line px-4 py-2 text-left text-sm text-ink hover:border-brand aria-[current=true]:border-brand aria-[current=true]:bg-brand-soft';

function Choice<T>({ value, choose, current, testId, children }: { value: T; choose: Choose<T>; current?: boolean; testId: string; children: ReactNode }) {
  if ('href' in choose) {
    return (
      <AppLink to={choose.href(value)} className={choiceClass} aria-current={current ? 'true' : undefined} data-testid={testId}>
        {children}
      </AppLink>
    );
  }
  return (
    <button type="button" onClick={() => choose.onChoose(value)} className={choiceClass} aria-current={current ? 'true' : undefined} data-testid={testId}>
      {children}
    </button>
  );
}

/** Step 3: the fund types with something to buy, each with its count. */
export function FundTypeChoices({ types, chosen, choose }: { types: readonly { type: FundType; count: number }[]; chosen: FundType | null; choose: Choose<FundType> }) {
  const { t } = useT(['buy', 'common']);
  if (types.length === 0) return <p className="mt-3 text-sm text-ink-muted">{t('cart.nothing')}</p>;
  return (
    <ul className="mt-3 space-y-2" aria-label={t('cart.addFund.types')} data-testid="cart-fund-types">
      {types.map(({ type, count }) => (
        <li key={type}>
          <Choice value={type} choose={choose} current={type === chosen} testId="cart-fund-type">
            <span className="font-medium">{t(`common:fundTypes.${type}`)}</span>
            <span className="text-xs text-ink-muted">{t('cart.addFund.typeCount', { count })}</span>
          </Choice>
        </li>
      ))}
    </ul>
  );
}

/** What the cart loader lists: at most `limit` funds, and whether there were more. */
export interface AddableFundList {
  funds: readonly AddableFund[];
  more: boolean;
  limit: number;
}

/** Steps 4 and 10: the funds of a type or of a search, marked when the portfolio already holds them. */
export function AddableFundChoices({ list, choose, labelledBy }: { list: AddableFundList; choose: Choose<AddableFund>; labelledBy?: string }) {
  const { t } = useT(['buy', 'common']);
  const { funds } = list;
  if (funds.length === 0) {
    return (
      <p className="mt-3 text-sm text-ink-muted" role="status" data-testid="cart-fund-none">
        {t('cart.addFund.none')}
      </p>
    );
  }
  return (
    <>
      {/* Said aloud when a search answers (the dialog searches as one types). */}
      <p className="sr-only" role="status">
        {t('cart.addFund.found', { count: funds.length })}
      </p>
      <ul className="mt-3 space-y-2" aria-labelledby={labelledBy} data-testid="cart-fund-list">
        {funds.map((fund) => (
          <li key={fund.id}>
            <Choice value={fund} choose={choose} testId="cart-fund-choice">
              <span className="min-w-0">
                <span className="block font-medium break-words">{fund.name}</span>
                <span className="block text-xs text-ink-muted">
                  {t(`common:fundTypes.${fund.type}`)} · {fund.investmentManager}
                  {fund.currency === 'USD' ? ' · USD' : ''}
                </span>
              </span>
              {fund.held ? <span className="shrink-0 rounded-full bg-line/60 px-2 py-0.5 text-xs text-ink-muted">{t('cart.addFund.held')}</span> : null}
            </Choice>
          </li>
        ))}
      </ul>
      {list.more ? <p className="mt-2 text-xs text-ink-muted" data-testid="cart-fund-more">{t('cart.addFund.more', { count: list.limit })}</p> : null}
    </>
  );
}

/** The search box of step 10: a GET form on the pages (`children` carries the query kept), a live box in the dialog. */
export function FundSearchBox(
  props: { keyword: string } & ({ action: string; hidden: Record<string, string> } | { onKeyword: (keyword: string) => void }),
) {
  const { t } = useT('buy');
  const id = useId();
  const input = (
    <input
      id={id}
      name="cari"
      type="search"
      maxLength={KEYWORD_MAX_LENGTH}
      autoComplete="off"
      defaultValue={'action' in props ? props.keyword : undefined}
      value={'onKeyword' in props ? props.keyword : undefined}
      onChange={'onKeyword' in props ? (event) => props.onKeyword(event.target.value) : undefined}
      placeholder={t('cart.addFund.searchPlaceholder')}
      className="min-h-11 w-full min-w-0 flex-1 rounded-[var(--radius-control)] border border-line bg-surface px-3 text-sm text-ink"
      data-testid="cart-fund-search-input"
    />
  );
  const label = (
    <label htmlFor={id} className="block text-sm font-medium text-ink">
      {t('cart.addFund.search')}
    </label>
  );
  if ('onKeyword' in props) {
    return (
      <div className="mt-3 space-y-1" role="search">
        {label}
        {input}
      </div>
    );
  }
  return (
    <form method="get" action={props.action} className="mt-4 space-y-1" role="search" data-testid="cart-fund-search">
      {label}
      {Object.entries(props.hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="flex gap-2">
        {input}
        <button type="submit" className="min-h-11 rounded-[var(--radius-control)] border border-brand px-4 text-sm font-medium text-brand">
          {t('cart.addFund.searchSubmit')}
        </button>
      </div>
    </form>
  );
}
