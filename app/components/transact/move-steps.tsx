// The steps of moving a fund to another portfolio (issue 15 items 3, 5; spec funds §2.1 `pindah`; decision
// 061): the choice (move, or switch to another fund), the form (target portfolio, all or some units), the
// summary (units, value, the cost that moves, no fee), the error and the done step. Drawn by the move page
// (routes/reksadana/move-fund.tsx, plain form posts: works without JavaScript) and by the move dialog
// (move-dialog.tsx, the same posts through a fetcher): every step after the choice is the page action's answer.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { ComponentType, ReactNode } from 'react';
import type { FormProps } from 'react-router';
import { AppLink, Button, DescriptionRow, Field, LinkButton } from '~/components/ui';
import type { Currency, FundType, Language } from '~/domain/enums';
import { moveFormSchema } from '~/forms/move-fund';
import { translateMessage } from '~/forms/messages';
import { formatDate, formatMoney, formatNav, formatUnits } from '~/lib/format';
import { useT } from '~/lib/use-t';

/** What the form shows of the position and the portfolios (the page loader's `source`). */
export interface MoveSourceView {
  portfolio: { id: number; name: string };
  fund: { id: number; name: string; type: FundType; currency: Currency };
  units: number;
  heldUnits: number;
  freeUnits: number;
  nav: number | null;
  navDate: string | null;
  freeValue: number | null;
  targets: { id: number; name: string; roboCermat: boolean; refusal: 'ROBO_TARGET' | 'ORDER_PENDING' | null }[];
}

/** A move's figures (storage scale), as the summary and the done step show them. */
export interface MovePlanView {
  currency: Currency;
  units: number;
  nav: number;
  navDate: string;
  value: number;
  cost: number;
}

/** What the form was filled with (raw form values), to show it again or post it from the summary. */
export interface MoveFormValues {
  targetPortfolioId: string;
  all: 'true' | 'false';
  units: string;
}

/** The page action's answer: the step to show next. */
export type MoveStepData =
  | { step: 'FORM'; values: MoveFormValues; lastResult: SubmissionResult<string[]> | null }
  | { step: 'SUMMARY'; values: MoveFormValues; plan: MovePlanView; sourceName: string; targetName: string; fundName: string; idempotencyKey: string }
  | { step: 'ERROR'; values: MoveFormValues; message: string }
  | { step: 'DONE'; plan: MovePlanView; source: { id: number; name: string; href: string }; target: { id: number; name: string; href: string }; fundName: string };

export type MoveStep = 'CHOICE' | MoveStepData['step'];

/** react-router's Form or a fetcher's (the dialog). */
export type FormComponent = ComponentType<FormProps & { children?: ReactNode }>;

/** The form's first values: the first portfolio that can take the fund, all units. */
export function initialMoveValues(source: MoveSourceView): MoveFormValues {
  const first = source.targets.find((t) => t.refusal === null);
  return { targetPortfolioId: first ? String(first.id) : '', all: 'true', units: '' };
}

export function MoveChoice({ moveHref, switchHref, onMove }: { moveHref: `/${string}`; switchHref: `/${string}`; onMove?: () => void }) {
  const { t } = useT('transact');
  const option = 'block rounded-2xl border border-line p-4 text-left hover:border-brand focus-visible:border-brand min-h-11 w-full';
  return (
    <div className="mt-4 flex flex-col gap-3" data-testid="move-choice">
      <p className="text-sm text-ink-muted">{t('move.choice.intro')}</p>
      {onMove ? (
        <button type="button" className={option} onClick={onMove} data-testid="move-choice-move">
          <span className="block font-semibold text-ink">{t('move.choice.move')}</span>
          <span className="mt-1 block text-sm text-ink-muted">{t('move.choice.moveBody')}</span>
        </button>
      ) : (
        <AppLink to={moveHref} className={option} data-testid="move-choice-move">
          <span className="block font-semibold text-ink">{t('move.choice.move')}</span>
          <span className="mt-1 block text-sm text-ink-muted">{t('move.choice.moveBody')}</span>
        </AppLink>
      )}
      <AppLink to={switchHref} className={option} data-testid="move-choice-switch">
        <span className="block font-semibold text-ink">{t('move.choice.switch')}</span>
        <span className="mt-1 block text-sm text-ink-muted">{t('move.choice.switchBody')}</span>
      </AppLink>
    </div>
  );
}

export function MoveFormStep({
  source,
  values,
  lastResult,
  locale,
  Form,
  action,
  busy,
}: {
  source: MoveSourceView;
  values: MoveFormValues;
  lastResult: SubmissionResult<string[]> | null;
  locale: Language;
  Form: FormComponent;
  /** The page's address (the dialog posts to it from elsewhere). */
  action: string;
  busy: boolean;
}) {
  const { t } = useT('transact');
  const [form, fields] = useForm({
    id: `move-${source.portfolio.id}-${source.fund.id}`,
    lastResult: lastResult ?? undefined,
    defaultValue: values,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: moveFormSchema }),
  });
  const targetError = fields.targetPortfolioId.errors?.[0];
  const unitsErrors = fields.units.errors?.slice(0, 1).map((m) => translateMessage(t, m));
  const { key: _unitsKey, ...unitsProps } = getInputProps(fields.units, { type: 'text', ariaAttributes: false });
  const available = source.targets.some((target) => target.refusal === null);
  const { fund } = source;

  return (
    <Form method="post" action={action} className="mt-4 flex flex-col gap-5" {...getFormProps(form)} data-testid="move-form">
      <input type="hidden" name="intent" value="calculate" />
      <dl className="divide-y divide-line rounded-2xl bg-canvas px-4">
        <DescriptionRow label={t('move.form.from')} value={source.portfolio.name} />
        <DescriptionRow label={t('move.form.fund')} value={fund.name} />
        <DescriptionRow label={t('move.form.freeUnits')} value={formatUnits(source.freeUnits, locale)} testId="move-free-units" />
        {source.freeValue !== null && source.navDate !== null ? (
          <DescriptionRow label={t('move.form.value', { date: formatDate(source.navDate, locale) })} value={formatMoney(source.freeValue, fund.currency, locale)} />
        ) : null}
      </dl>
      {source.heldUnits > 0 ? <p className="text-sm text-ink-muted">{t('move.form.heldUnits', { units: formatUnits(source.heldUnits, locale) })}</p> : null}

      {source.targets.length === 0 ? (
        <p className="text-sm text-ink-muted" data-testid="move-no-targets">
          {t('move.form.noTargets')}
        </p>
      ) : (
        <fieldset aria-describedby={targetError ? fields.targetPortfolioId.errorId : undefined}>
          <legend className="field-label">{t('move.form.target')}</legend>
          <div className="flex flex-col gap-2">
            {source.targets.map((target) => {
              const { key: _key, ...radio } = getInputProps(fields.targetPortfolioId, { type: 'radio', value: String(target.id), ariaAttributes: false });
              const hintId = `move-target-${target.id}-hint`;
              return (
                <label
                  key={target.id}
                  className="flex min-h-11 items-start gap-3 rounded-xl border border-line px-3 py-2 has-[:checked]:border-brand has-[:disabled]:opacity-70"
                  data-testid={`move-target-${target.id}`}
                >
                  <input {...radio} id={`${radio.id}-${target.id}`} disabled={target.refusal !== null} aria-describedby={target.refusal ? hintId : undefined} className="mt-1 size-5 accent-brand" />
                  <span className="min-w-0">
                    <span className="block font-medium break-words text-ink">{target.name}</span>
                    {target.roboCermat ? <span className="block text-xs text-ink-muted">{t('move.form.targetRobo')}</span> : null}
                    {target.refusal ? (
                      <span id={hintId} className="block text-sm text-ink-muted">
                        {t(`move.targetRefusal.${target.refusal}`)}
                      </span>
                    ) : null}
                  </span>
                </label>
              );
            })}
          </div>
          {targetError ? (
            <p id={fields.targetPortfolioId.errorId} className="field-error">
              {translateMessage(t, targetError)}
            </p>
          ) : null}
        </fieldset>
      )}

      <fieldset>
        <legend className="field-label">{t('move.form.amount')}</legend>
        <div className="flex flex-col gap-2">
          {(['true', 'false'] as const).map((value) => {
            const { key: _key, ...radio } = getInputProps(fields.all, { type: 'radio', value, ariaAttributes: false });
            return (
              <label key={value} className="flex min-h-11 items-center gap-3 rounded-xl border border-line px-3 py-2 has-[:checked]:border-brand" data-testid={`move-all-${value}`}>
                <input {...radio} id={`${radio.id}-${value}`} className="size-5 accent-brand" />
                <span className="text-ink">{value === 'true' ? `${t('move.form.all')} (${formatUnits(source.freeUnits, locale)})` : t('move.form.some')}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <Field
        {...unitsProps}
        label={t('move.form.units')}
        hint={t('move.form.unitsHint')}
        inputMode="decimal"
        autoComplete="off"
        errors={unitsErrors}
        errorId={fields.units.errorId}
        hintId={fields.units.descriptionId}
        data-testid="move-units"
      />
      <Button type="submit" size="lg" block disabled={!available || busy} data-testid="move-continue">
        {t('move.form.continue')}
      </Button>
    </Form>
  );
}

/** The posted values again, so that the summary's buttons and the error's can post them on. */
function HiddenValues({ values }: { values: MoveFormValues }) {
  return (
    <>
      <input type="hidden" name="targetPortfolioId" value={values.targetPortfolioId} />
      <input type="hidden" name="all" value={values.all} />
      <input type="hidden" name="units" value={values.units} />
    </>
  );
}

export function MoveSummaryStep({
  data,
  locale,
  Form,
  action,
  busy,
}: {
  data: Extract<MoveStepData, { step: 'SUMMARY' }>;
  locale: Language;
  Form: FormComponent;
  action: string;
  busy: boolean;
}) {
  const { t } = useT('transact');
  const { plan } = data;
  return (
    <Form method="post" action={action} className="mt-4 flex flex-col gap-4" data-testid="move-summary">
      <HiddenValues values={data.values} />
      <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} />
      <dl className="divide-y divide-line rounded-2xl bg-canvas px-4">
        <DescriptionRow label={t('move.summary.from')} value={data.sourceName} />
        <DescriptionRow label={t('move.summary.to')} value={data.targetName} testId="move-summary-target" />
        <DescriptionRow label={t('move.summary.fund')} value={data.fundName} />
        <DescriptionRow label={t('move.summary.units')} value={formatUnits(plan.units, locale)} testId="move-summary-units" />
        <DescriptionRow label={t('move.summary.nav', { date: formatDate(plan.navDate, locale) })} value={formatNav(plan.nav, plan.currency, locale)} />
        <DescriptionRow label={t('move.summary.value')} value={formatMoney(plan.value, plan.currency, locale)} testId="move-summary-value" />
        <DescriptionRow label={t('move.summary.cost')} value={formatMoney(plan.cost, plan.currency, locale)} testId="move-summary-cost" strong />
        <DescriptionRow label={t('move.summary.fee')} value={t('move.summary.free')} testId="move-summary-fee" />
      </dl>
      <p className="text-sm text-ink-muted">{t('move.summary.note')}</p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="submit" name="intent" value="edit" variant="secondary" formNoValidate disabled={busy} data-testid="move-edit">
          {t('move.summary.change')}
        </Button>
        <Button type="submit" name="intent" value="move" size="lg" disabled={busy} data-testid="move-confirm">
          {t('move.summary.confirm')}
        </Button>
      </div>
    </Form>
  );
}

export function MoveErrorStep({ data, Form, action, busy }: { data: Extract<MoveStepData, { step: 'ERROR' }>; Form: FormComponent; action: string; busy: boolean }) {
  const { t } = useT('transact');
  return (
    <Form method="post" action={action} className="mt-4 flex flex-col gap-4" data-testid="move-error">
      <p role="alert" className="text-ink" data-testid="move-error-message">
        {translateMessage(t, data.message)}
      </p>
      <HiddenValues values={data.values} />
      <Button type="submit" name="intent" value="edit" variant="secondary" formNoValidate disabled={busy} data-testid="move-error-back">
        {t('move.error.back')}
      </Button>
    </Form>
  );
}

export function MoveDoneStep({ data, locale }: { data: Extract<MoveStepData, { step: 'DONE' }>; locale: Language }) {
  const { t } = useT('transact');
  return (
    <div className="mt-4 flex flex-col gap-4" data-testid="move-done">
      <p className="text-ink" role="status">
        {t('move.done.body', { units: formatUnits(data.plan.units, locale), fund: data.fundName, from: data.source.name, to: data.target.name })}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <LinkButton to={data.target.href} size="lg" data-testid="move-done-target">
          {t('move.done.toTarget', { name: data.target.name })}
        </LinkButton>
        <LinkButton to={data.source.href} variant="secondary" size="lg" data-testid="move-done-source">
          {t('move.done.toSource', { name: data.source.name })}
        </LinkButton>
      </div>
    </div>
  );
}
