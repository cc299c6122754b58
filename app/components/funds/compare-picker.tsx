// The comparison picker (spec funds §2.3 "Comparison picker popup: choose a type or search all
// funds, then go to /reksadana/bandingkan with query fund1, fund2 and fund3. Up to 3 funds can be
// chosen, and checkboxes disable once 3 are chosen"). A disclosure (<details>) holding a GET form,
// so it works without JavaScript: "Tampilkan" filters the list, "Bandingkan" compares the ticked
// funds (the loader turns the ticked `pilih` values into fund1..fund3). With JavaScript the ticks
// are counted live and the unticked boxes disable at 3.
import { useId, useState } from 'react';
import { useT } from '~/lib/use-t';
import { Form } from 'react-router';
import { Button } from '~/components/ui';
import { cx } from '~/components/ui/cx';
import { FUND_TYPES, type FundType } from '~/domain/enums';
import { FUND_TYPE_PATHS } from '~/domain/fund-catalogue';
import { MAX_COMPARED } from '~/domain/fund-compare';
import { ChevronDownIcon } from '~/components/ui';

export interface PickerOption {
  slug: string;
  name: string;
  type: FundType;
  managerName: string;
}

export interface ComparePickerProps {
  /** The funds being compared now: ticked, listed first. */
  chosen: PickerOption[];
  /** The funds matching the filter (one page). */
  results: PickerOption[];
  total: number;
  filters: { jenis: string; q: string };
  open: boolean;
}

export function ComparePicker({ chosen, results, total, filters, open }: ComparePickerProps) {
  const { t } = useT(['fundTools', 'common']);
  const ids = useId();
  const [selected, setSelected] = useState<string[]>(() => chosen.map((f) => f.slug));
  const options = [...chosen, ...results.filter((r) => !chosen.some((c) => c.slug === r.slug))];
  const full = selected.length >= MAX_COMPARED;
  const toggle = (slug: string, checked: boolean) =>
    setSelected((current) => (checked ? [...current.filter((s) => s !== slug), slug].slice(0, MAX_COMPARED) : current.filter((s) => s !== slug)));

  return (
    <details id="pilih" open={open} className="card group p-0" data-testid="compare-picker">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-5 py-3 font-semibold text-ink [&::-webkit-details-marker]:hidden">
        <span>{chosen.length > 0 ? t('compare.picker.change') : t('compare.picker.open')}</span>
        <ChevronDownIcon size={20} className="transition-transform group-open:rotate-180" />
      </summary>
      <Form method="get" action="/reksadana/bandingkan" className="space-y-4 border-t border-line px-5 py-4">
        <div className="grid gap-3 md:grid-cols-[14rem_1fr_auto] md:items-end">
          <div>
            <label htmlFor={`${ids}-type`} className="field-label">
              {t('compare.picker.typeLabel')}
            </label>
            <select id={`${ids}-type`} name="jenis" defaultValue={filters.jenis} className="field-input" data-testid="compare-type">
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
              defaultValue={filters.q}
              maxLength={60}
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
            <p className="py-3 text-sm text-ink-muted">{t('compare.picker.noResults')}</p>
          ) : (
            <ul className="mt-1 max-h-80 divide-y divide-line overflow-y-auto rounded-[var(--radius-control)] border border-line">
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
            </ul>
          )}
          {full ? (
            <p className="mt-2 text-sm text-ink-muted" data-testid="compare-max-reached">
              {t('compare.picker.maxReached')}
            </p>
          ) : null}
          {total > results.length ? (
            <p className="mt-2 text-xs text-ink-subtle">{t('compare.picker.moreResults', { shown: results.length, total })}</p>
          ) : null}
        </fieldset>

        <Button type="submit" name="aksi" value="bandingkan" block className="md:w-auto" data-testid="compare-submit">
          {t('compare.picker.submit')}
        </Button>
      </Form>
    </details>
  );
}
