// One question of the risk-profile test or of a robo portfolio's score (issue 16 items 1, 2; decision 065): its
// progress, the options as radio buttons, the back link and the submit. A plain form post: without JavaScript the
// server checks the answer (the same zod schema) and shows the next question; with it conform checks first.
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { SubmissionResult } from '@conform-to/react';
import { Form, useNavigation } from 'react-router';
import type { z } from 'zod';
import { Button, ChevronLeftIcon, FieldError } from '~/components/ui';
import { AppLink } from '~/components/ui/app-link';
import { translateMessage } from '~/forms/messages';
import { useT } from '~/lib/use-t';

export interface QuestionStepProps {
  formId: string;
  schema: z.ZodType<{ question: string; answer: string }>;
  lastResult: SubmissionResult<string[]> | null | undefined;
  questionId: string;
  label: string;
  options: ReadonlyArray<{ id: string; label: string }>;
  /** The answer given before, checked. */
  selected: string | null;
  /** 0-based. */
  index: number;
  total: number;
  backHref: `/${string}`;
  backLabel: string;
}

export function QuestionStep({ formId, schema, lastResult, questionId, label, options, selected, index, total, backHref, backLabel }: QuestionStepProps) {
  const { t } = useT(['riskProfile', 'validation']);
  const navigation = useNavigation();
  const [form, fields] = useForm<{ question: string; answer: string }>({
    id: `${formId}-${questionId}`,
    lastResult,
    defaultValue: { question: questionId, answer: selected ?? undefined },
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const error = fields.answer.errors?.[0] ?? fields.question.errors?.[0];
  const submitting = navigation.state === 'submitting' && navigation.formMethod === 'POST';
  const last = index === total - 1;
  const percent = Math.round(((index + 1) / total) * 100);
  const legendId = `${formId}-legend`;

  return (
    <div data-testid="risk-question" data-question={questionId} data-step={index + 1}>
      <div className="flex items-center justify-between gap-3 text-sm text-ink-muted">
        <p data-testid="risk-progress">{t('test.progress', { current: index + 1, total })}</p>
        <p aria-hidden="true" className="tabular">
          {percent}%
        </p>
      </div>
      <div
        className="mt-2 h-2 overflow-hidden rounded-full bg-line"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={index + 1}
        aria-label={t('test.progress', { current: index + 1, total })}
      >
        <div className="h-full rounded-full bg-brand" style={{ width: `${percent}%` }} />
      </div>

      <Form method="post" className="mt-6" {...getFormProps(form)}>
        <input type="hidden" name="question" value={questionId} />
        <fieldset aria-describedby={error ? fields.answer.errorId : undefined}>
          <legend id={legendId} className="text-lg font-semibold text-ink">
            {label}
          </legend>
          <div className="mt-4 grid gap-3">
            {options.map((option) => (
              <label
                key={option.id}
                className="flex min-h-12 cursor-pointer items-center gap-3 rounded-[var(--radius-control)] border border-line px-4 py-3 has-checked:border-brand has-checked:bg-brand-soft"
              >
                <input
                  type="radio"
                  name="answer"
                  value={option.id}
                  defaultChecked={selected === option.id}
                  className="size-4 shrink-0 accent-brand"
                  data-testid={`risk-option-${option.id}`}
                />
                <span className="text-sm font-medium text-ink">{option.label}</span>
              </label>
            ))}
          </div>
          <FieldError id={fields.answer.errorId} errors={error ? translateMessage(t, error) : null} />
        </fieldset>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <AppLink to={backHref} className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-strong" data-testid="risk-back">
            <ChevronLeftIcon size={18} aria-hidden="true" />
            {backLabel}
          </AppLink>
          <Button type="submit" size="lg" disabled={submitting} data-testid="risk-submit" className="sm:min-w-40">
            {last ? t('test.finish') : t('test.next')}
          </Button>
        </div>
      </Form>
    </div>
  );
}
