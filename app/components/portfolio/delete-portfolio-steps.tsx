// Deleting a portfolio (issue 16 item 4; spec funds §4.3 states "delete confirmation", "delete error" and
// "delete-error-because-of-recurring-schedule (offers to view the schedule)", §8 "Delete portfolio blocked"; decision
// 066): the confirmation, or why it cannot be deleted, with the recurring schedules' link when a schedule blocks it.
// ONE rendering for the page `/reksadana/portfolio/:id/hapus` and the edit dialog's delete view.
import type { ReactNode } from 'react';
import { AppLink, buttonClass } from '~/components/ui';
import type { DeleteDecision } from '~/domain/policies/portfolio-goals';
import { useT } from '~/lib/use-t';
import { RECURRING_LIST_PATH } from '~/domain/portfolio-goal-paths';
import type { FormElement } from './edit-portfolio-form';

export interface DeletePortfolioStepsProps {
  name: string;
  decision: DeleteDecision;
  action: string;
  Form: FormElement;
  busy: boolean;
  /** The page's back link, or the dialog's button back to the form. */
  back: ReactNode;
  testId: string;
}

export function DeletePortfolioSteps({ name, decision, action, Form, busy, back, testId }: DeletePortfolioStepsProps) {
  const { t } = useT('goals');
  if (!decision.allowed) {
    const blockedBySchedule = decision.reason === 'RECURRING_SCHEDULE';
    return (
      <div className="space-y-4" data-testid={`${testId}-refused`} data-reason={decision.reason}>
        <p className="rounded-[var(--radius-control)] bg-warning-soft px-3 py-2 text-sm text-ink" role="alert">
          {t(`delete.errors.${decision.reason}`)}
        </p>
        {blockedBySchedule ? (
          <AppLink to={RECURRING_LIST_PATH} className={buttonClass({ block: true })} data-testid={`${testId}-schedules`}>
            {t('delete.viewSchedules')}
          </AppLink>
        ) : null}
        {back}
      </div>
    );
  }
  return (
    <div className="space-y-4" data-testid={`${testId}-confirm`}>
      <p className="text-ink">{t('delete.body', { name })}</p>
      <Form method="post" action={action}>
        <input type="hidden" name="confirm" value="true" />
        <button type="submit" className={buttonClass({ variant: 'danger', block: true })} disabled={busy} data-testid={`${testId}-submit`}>
          {busy ? t('delete.deleting') : t('delete.confirm')}
        </button>
      </Form>
      {back}
    </div>
  );
}
