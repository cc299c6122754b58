// The create-portfolio form of `/reksadana/portfolio?buat=true` (issue 16 item 3; spec funds §4.5 goal types, §5
// name and target, §6 robo and offline customers; spec landing §2 "portfolio with query buat=true to create a new
// portfolio"; decision 066): the goal type (with its icon), the name (at most 30 characters, a live counter), robo
// or self-chosen funds (robo only with the robo feature), and the optional target. A plain form post: it works
// without JavaScript; with it conform checks the fields as one types, with the action's own schema.
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useMemo, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { AppLink, Button, Card, ChevronLeftIcon } from '~/components/ui';
import { FieldError } from '~/components/ui/field';
import { useHydrated } from '~/components/ui/use-hydrated';
import type { IsoDate } from '~/domain/dates';
import { GOAL_TYPES, type GoalType, type Language } from '~/domain/enums';
import { goalIcon, PORTFOLIO_NAME_MAX_LENGTH, type CreatePortfolioDecision } from '~/domain/policies/portfolio-goals';
import { PORTFOLIO_LIST_PATH } from '~/domain/portfolio-paths';
import { translateMessage } from '~/forms/messages';
import { createPortfolioSchema } from '~/forms/portfolio-goal';
import { useT } from '~/lib/use-t';
import { GoalIconGlyph } from './goal-icons';
import { GoalTargetFields } from './goal-target-fields';

/** The create form's address: the list page's action reads `buat=true`. */
export const CREATE_PORTFOLIO_ACTION = `${PORTFOLIO_LIST_PATH}?buat=true`;

export interface CreatePortfolioFormData {
  decision: CreatePortfolioDecision;
  roboOffered: boolean;
  today: IsoDate;
  monthRange: { min: string; max: string };
  retirementAges: readonly number[];
  birthDate: IsoDate | null;
  locale: Language;
}

export function CreatePortfolioForm({ data, lastResult }: { data: CreatePortfolioFormData; lastResult?: SubmissionResult<string[]> | null }) {
  const { t } = useT(['goals', 'validation']);
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const schema = useMemo(() => createPortfolioSchema({ today: data.today, retirementAges: data.retirementAges }), [data.today, data.retirementAges]);
  const [form, fields] = useForm({
    id: 'create-portfolio',
    lastResult: lastResult ?? undefined,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const initialGoal = (fields.goalType.initialValue as GoalType | undefined) ?? null;
  const [name, setName] = useState((fields.name.initialValue as string | undefined) ?? '');
  const [robo, setRobo] = useState((fields.robo.initialValue as string | undefined) === 'true');
  const submitting = navigation.state === 'submitting' && navigation.formMethod === 'POST';
  const error = (list?: string[]) => (list?.[0] ? translateMessage(t, list[0]) : undefined);
  const formError = form.errors?.[0];

  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-6 md:py-10" aria-labelledby="create-portfolio-title" data-testid="create-portfolio">
      <AppLink to={PORTFOLIO_LIST_PATH} className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand">
        <ChevronLeftIcon size={18} /> {t('create.back')}
      </AppLink>
      <h1 id="create-portfolio-title" className="mt-2 text-2xl font-bold text-ink">
        {t('create.title')}
      </h1>
      <p className="mt-1 text-ink-muted">{t('create.intro')}</p>
      {!data.decision.allowed ? (
        <Card className="mt-6" data-testid="create-portfolio-refused" data-reason={data.decision.reason}>
          <p role="status" className="text-ink">
            {t(`create.refusal.${data.decision.reason}`)}
          </p>
        </Card>
      ) : (
        <Form method="post" action={CREATE_PORTFOLIO_ACTION} className="mt-6 space-y-6" {...getFormProps(form)}>
          {formError ? (
            <p id={form.errorId} role="alert" className="rounded-[var(--radius-control)] bg-danger-soft px-3 py-2 text-sm text-ink" data-testid="create-portfolio-error">
              {translateMessage(t, formError)}
            </p>
          ) : null}
          <fieldset aria-describedby={fields.goalType.errors ? fields.goalType.errorId : undefined}>
            <legend className="field-label">{t('create.goalType')}</legend>
            <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4" data-testid="create-portfolio-goal-types">
              {GOAL_TYPES.map((type) => (
                <label
                  key={type}
                  className="flex min-h-20 cursor-pointer flex-col items-center justify-center gap-1 rounded-[var(--radius-control)] border border-line px-1 py-2 text-center text-xs font-medium text-ink has-checked:border-brand has-checked:bg-brand-soft has-focus-visible:ring-2 has-focus-visible:ring-brand"
                >
                  <input
                    type="radio"
                    name="goalType"
                    value={type}
                    className="sr-only"
                    defaultChecked={initialGoal === type}
                    onChange={() => {
                      // A name not typed yet follows the goal (the investor may change it).
                      if (hydrated && name.trim() === '') setName(t(`goalTypes.${type}`));
                    }}
                    data-testid={`create-portfolio-goal-${type}`}
                  />
                  <span aria-hidden="true" className="text-brand-strong">
                    <GoalIconGlyph icon={goalIcon(type)} />
                  </span>
                  {t(`goalTypes.${type}`)}
                </label>
              ))}
            </div>
            <FieldError id={fields.goalType.errorId} errors={error(fields.goalType.errors)} />
          </fieldset>

          <div>
            <div className="flex items-baseline justify-between gap-2">
              <label htmlFor="create-portfolio-name" className="field-label">
                {t('create.name')}
              </label>
              <span className="tabular text-xs text-ink-muted" aria-live="polite" data-testid="create-portfolio-name-counter">
                {t('form.nameCounter', { count: name.length, max: PORTFOLIO_NAME_MAX_LENGTH })}
              </span>
            </div>
            <input
              id="create-portfolio-name"
              name="name"
              className="field-input"
              maxLength={PORTFOLIO_NAME_MAX_LENGTH}
              autoComplete="off"
              value={name}
              onChange={(event) => setName(event.target.value)}
              aria-invalid={fields.name.errors ? true : undefined}
              aria-describedby={fields.name.errors ? fields.name.errorId : undefined}
              data-testid="create-portfolio-name"
            />
            <FieldError id={fields.name.errorId} errors={error(fields.name.errors)} />
          </div>

          {data.roboOffered ? (
            <fieldset>
              <legend className="field-label">{t('create.kind')}</legend>
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                {(['false', 'true'] as const).map((value) => (
                  <label key={value} className="flex min-h-11 cursor-pointer items-start gap-3 rounded-[var(--radius-control)] border border-line px-3 py-2 has-checked:border-brand has-checked:bg-brand-soft">
                    <input type="radio" name="robo" value={value} className="mt-1" defaultChecked={String(robo) === value} onChange={() => setRobo(value === 'true')} data-testid={`create-portfolio-robo-${value}`} />
                    <span>
                      <span className="block text-sm font-semibold text-ink">{value === 'true' ? t('create.kindRobo') : t('create.kindSelf')}</span>
                      <span className="block text-sm text-ink-muted">{value === 'true' ? t('create.kindRoboHint') : t('create.kindSelfHint')}</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}

          <GoalTargetFields
            idPrefix="create-portfolio"
            locale={data.locale}
            today={data.today}
            monthRange={data.monthRange}
            retirementAges={data.retirementAges}
            birthDate={data.birthDate}
            robo={data.roboOffered ? (hydrated ? robo : 'unknown') : false}
            value={0}
            defaults={{
              showTarget: fields.showTarget.initialValue === 'on',
              targetAmount: (fields.targetAmount.initialValue as string | undefined) ?? '',
              targetMonth: (fields.targetMonth.initialValue as string | undefined) ?? '',
              retirementAge: (fields.retirementAge.initialValue as string | undefined) ?? '',
            }}
            errors={{ targetAmount: error(fields.targetAmount.errors), targetMonth: error(fields.targetMonth.errors), retirementAge: error(fields.retirementAge.errors) }}
          />

          <Button type="submit" size="lg" block disabled={submitting} data-testid="create-portfolio-submit">
            {submitting ? t('create.submitting') : t('create.submit')}
          </Button>
        </Form>
      )}
    </section>
  );
}
