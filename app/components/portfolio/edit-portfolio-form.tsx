// The edit form of a portfolio (issue 16 item 4; spec funds §2.5 "Edit portfolio dialog: icon picker, name, target
// switch, target amount, target date (or retirement age for robo portfolios), monthly saving needed, and delete",
// §4.3 states and rules; decision 066). ONE rendering for the page `/reksadana/portfolio/:id/ubah` (plain form
// posts, no JavaScript needed) and the dashboard's dialog (edit-portfolio-dialog-body.tsx, the same posts through a
// fetcher): `Form` is the router's Form or a fetcher's. The icon choice is a <details> (open: the icon-choice state),
// the retirement age a list; delete is offered only at value 0 (a link to the delete page, or the dialog's view).
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { FormProps } from 'react-router';
import { AppLink, Button, buttonClass } from '~/components/ui';
import { FieldError } from '~/components/ui/field';
import { maskAmount } from '~/domain/amount-mask';
import type { IsoDate } from '~/domain/dates';
import type { Language } from '~/domain/enums';
import { GOAL_ICONS, PORTFOLIO_NAME_MAX_LENGTH } from '~/domain/policies/portfolio-goals';
import { translateMessage } from '~/forms/messages';
import { editPortfolioSchema } from '~/forms/portfolio-goal';
import { useT } from '~/lib/use-t';
import type { PortfolioEditData } from '~/models/portfolio-goals.server';
import { GoalIconGlyph } from './goal-icons';
import { GoalTargetFields } from './goal-target-fields';

export type FormElement = ComponentType<FormProps & { children?: ReactNode }>;

/** A dialog post asks for data back instead of the page's redirect to the dashboard. */
export const DIALOG_FIELD = '_dialog';

export interface EditPortfolioFormProps {
  edit: PortfolioEditData;
  birthDate: IsoDate | null;
  locale: Language;
  /** The edit page's address: the post goes to its action. */
  action: string;
  Form: FormElement;
  busy: boolean;
  lastResult?: SubmissionResult<string[]> | null;
  /** The delete page (without JavaScript) ... */
  deleteHref: `/${string}`;
  /** ... or the dialog's delete view. */
  onDelete?: () => void;
  /** The page's back link, or the dialog's cancel. */
  cancel: ReactNode;
  inDialog?: boolean;
  testId: string;
}

export function EditPortfolioForm({ edit, birthDate, locale, action, Form, busy, lastResult, deleteHref, onDelete, cancel, inDialog = false, testId }: EditPortfolioFormProps) {
  const { t } = useT(['goals', 'validation']);
  const { portfolio } = edit;
  const schema = useMemo(
    () => editPortfolioSchema({ today: edit.today, retirementAges: edit.retirementAges, robo: portfolio.roboCermat, nameEditable: edit.editable.name }),
    [edit.today, edit.retirementAges, portfolio.roboCermat, edit.editable.name],
  );
  const [form, fields] = useForm({
    id: `${testId}-form`,
    lastResult: lastResult ?? undefined,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const [name, setName] = useState((fields.name.initialValue as string | undefined) ?? portfolio.name);
  const [icon, setIcon] = useState((fields.icon.initialValue as string | undefined) ?? portfolio.icon);
  const error = (list?: string[]) => (list?.[0] ? translateMessage(t, list[0]) : undefined);
  const submitted = lastResult !== undefined && lastResult !== null;
  const initial = (value: unknown, fallback: string) => (submitted && typeof value === 'string' ? value : fallback);

  return (
    <Form method="post" action={action} className="space-y-5" {...getFormProps(form)} data-testid={`${testId}-form`}>
      {inDialog ? <input type="hidden" name={DIALOG_FIELD} value="1" /> : null}
      <div>
        <p className="field-label">{t('edit.icon')}</p>
        {edit.editable.icon ? (
          <details className="group rounded-[var(--radius-control)] border border-line" data-testid={`${testId}-icons`}>
            <summary className="flex min-h-12 cursor-pointer list-none items-center gap-3 px-3 py-2 [&::-webkit-details-marker]:hidden">
              <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-brand-soft text-brand-strong">
                <GoalIconGlyph icon={icon} />
              </span>
              <span className="text-sm font-semibold text-brand">{t('edit.chooseIcon')}</span>
            </summary>
            <fieldset className="border-t border-line p-3">
              <legend className="sr-only">{t('edit.iconsLegend')}</legend>
              <div className="grid grid-cols-4 gap-2 sm:grid-cols-6">
                {GOAL_ICONS.map((option) => (
                  <label
                    key={option}
                    className="flex min-h-16 cursor-pointer flex-col items-center justify-center gap-1 rounded-[var(--radius-control)] border border-line p-1 text-center text-[11px] text-ink has-checked:border-brand has-checked:bg-brand-soft has-focus-visible:ring-2 has-focus-visible:ring-brand"
                  >
                    <input type="radio" name="icon" value={option} className="sr-only" defaultChecked={icon === option} onChange={() => setIcon(option)} data-testid={`${testId}-icon-${option}`} />
                    <span aria-hidden="true" className="text-brand-strong">
                      <GoalIconGlyph icon={option} size={22} />
                    </span>
                    {t(`icons.${option}`)}
                  </label>
                ))}
              </div>
            </fieldset>
          </details>
        ) : (
          <div className="flex items-center gap-3">
            <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-brand-soft text-brand-strong">
              <GoalIconGlyph icon={portfolio.icon} />
            </span>
            <p className="text-sm text-ink-muted" data-testid={`${testId}-icon-fixed`}>
              {t('edit.iconFixed')}
            </p>
          </div>
        )}
      </div>

      <div>
        <div className="flex items-baseline justify-between gap-2">
          <label htmlFor={`${testId}-name`} className="field-label">
            {t('create.name')}
          </label>
          {edit.editable.name ? (
            <span className="tabular text-xs text-ink-muted" aria-live="polite" data-testid={`${testId}-name-counter`}>
              {t('form.nameCounter', { count: name.length, max: PORTFOLIO_NAME_MAX_LENGTH })}
            </span>
          ) : null}
        </div>
        {edit.editable.name ? (
          <>
            <input
              id={`${testId}-name`}
              name="name"
              className="field-input"
              maxLength={PORTFOLIO_NAME_MAX_LENGTH}
              autoComplete="off"
              value={name}
              onChange={(event) => setName(event.target.value)}
              aria-invalid={fields.name.errors ? true : undefined}
              aria-describedby={fields.name.errors ? fields.name.errorId : undefined}
              data-testid={`${testId}-name`}
            />
            <FieldError id={fields.name.errorId} errors={error(fields.name.errors)} />
          </>
        ) : (
          <>
            <input id={`${testId}-name`} className="field-input bg-canvas" value={portfolio.name} readOnly aria-describedby={`${testId}-name-note`} data-testid={`${testId}-name`} />
            <p id={`${testId}-name-note`} className="mt-1 text-sm text-ink-muted">
              {t('edit.nameReadOnly')}
            </p>
          </>
        )}
      </div>

      <GoalTargetFields
        idPrefix={testId}
        locale={locale}
        today={edit.today}
        monthRange={edit.monthRange}
        retirementAges={edit.retirementAges}
        birthDate={birthDate}
        robo={portfolio.roboCermat}
        value={edit.value}
        defaults={{
          showTarget: submitted ? fields.showTarget.initialValue === 'on' : portfolio.showTarget,
          targetAmount: initial(fields.targetAmount.initialValue, portfolio.targetAmount === null ? '' : maskAmount(String(portfolio.targetAmount), 'IDR')),
          targetMonth: initial(fields.targetMonth.initialValue, edit.targetMonth ?? ''),
          retirementAge: initial(fields.retirementAge.initialValue, portfolio.retirementAge === null ? '' : String(portfolio.retirementAge)),
        }}
        errors={{ targetAmount: error(fields.targetAmount.errors), targetMonth: error(fields.targetMonth.errors), retirementAge: error(fields.retirementAge.errors) }}
      />

      <div className="flex flex-col gap-2">
        <Button type="submit" block disabled={busy} data-testid={`${testId}-save`}>
          {busy ? t('edit.saving') : t('edit.save')}
        </Button>
        {cancel}
      </div>

      {edit.deleteOffered ? (
        <div className="border-t border-line pt-4 text-center">
          {onDelete ? (
            <button type="button" onClick={onDelete} className={buttonClass({ variant: 'ghost', className: 'text-danger' })} data-testid={`${testId}-delete`}>
              {t('edit.delete')}
            </button>
          ) : (
            <AppLink to={deleteHref} className={buttonClass({ variant: 'ghost', className: 'text-danger' })} data-testid={`${testId}-delete`}>
              {t('edit.delete')}
            </AppLink>
          )}
        </div>
      ) : portfolio.isDefault ? null : (
        <p className="border-t border-line pt-4 text-center text-sm text-ink-muted" data-testid={`${testId}-delete-hint`}>
          {t('edit.deleteHint')}
        </p>
      )}
    </Form>
  );
}
