// The registration's progress (spec funds §2.6: six steps): where the investor is, what is saved (a check,
// and a link back to revisit it) and what is still ahead (not a link: never skip ahead, decision 042). A list
// of steps with aria-current, readable without the picture; on a phone only the numbers, from 768 px the names.
import { AppLink } from '~/components/ui/app-link';
import { cx } from '~/components/ui/cx';
import { CheckIcon } from '~/components/ui/icons';
import { registrationFormPath, REGISTRATION_STEP_NUMBERS, STEP_NAMES, type RegistrationStepNumber } from '~/domain/policies/registration-steps';
import { useT } from '~/lib/use-t';

export function StepProgress({ current, stepsFilled }: { current: RegistrationStepNumber | null; stepsFilled: number }) {
  const { t } = useT('registration');
  return (
    <nav aria-label={t('progress.label')} data-testid="registration-progress">
      <ol className="flex items-start">
        {REGISTRATION_STEP_NUMBERS.map((step) => {
          const done = step <= stepsFilled;
          const isCurrent = step === current;
          // A saved step, or the one open now, may be opened; a later one may not.
          const reachable = step <= Math.min(stepsFilled + 1, REGISTRATION_STEP_NUMBERS.length) && !isCurrent;
          const state = isCurrent ? 'current' : done ? 'done' : 'waiting';
          const name = t(`steps.${STEP_NAMES[step]}`);
          const circle = (
            <span
              aria-hidden="true"
              className={cx(
                'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold',
                isCurrent ? 'bg-brand text-white ring-4 ring-brand-soft' : done ? 'bg-brand-soft text-brand-strong' : 'bg-surface text-ink-muted ring-2 ring-line',
              )}
            >
              {done && !isCurrent ? <CheckIcon size={16} /> : step}
            </span>
          );
          const label = (
            <span className={cx('mt-1.5 hidden text-xs md:block', isCurrent ? 'font-semibold text-ink' : 'text-ink-muted')}>{name}</span>
          );
          const text = (
            <span className="sr-only">
              {name}: {t(`progress.state.${state}`)}
            </span>
          );
          return (
            <li key={step} className="flex flex-1 flex-col items-center text-center" aria-current={isCurrent ? 'step' : undefined} data-state={state} data-testid={`progress-step-${step}`}>
              <div className="flex w-full items-center">
                <span className={cx('h-0.5 flex-1', step === 1 ? 'invisible' : step <= stepsFilled + 1 ? 'bg-brand' : 'bg-line')} />
                {reachable ? (
                  <AppLink to={registrationFormPath(step) as `/${string}`} className="rounded-full focus-visible:outline-offset-4">
                    {circle}
                    {text}
                  </AppLink>
                ) : (
                  <>
                    {circle}
                    {text}
                  </>
                )}
                <span className={cx('h-0.5 flex-1', step === REGISTRATION_STEP_NUMBERS.length ? 'invisible' : step <= stepsFilled ? 'bg-brand' : 'bg-line')} />
              </div>
              {label}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
