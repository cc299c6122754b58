// A labelled input with an optional hint and error. The error is announced through
// aria-describedby and aria-invalid; ids derive from the input id, or come from the form library
// (conform's `field.errorId`, `field.descriptionId`) when given.
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from './cx';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode;
  /** Help text under the label, e.g. a format. */
  hint?: ReactNode;
  /** One message or several (conform gives an array); the first few are shown. */
  errors?: string | readonly string[] | null;
  errorId?: string;
  hintId?: string;
  /** Classes of the wrapper. */
  className?: string;
  inputClassName?: string;
}

export function Field({
  label,
  hint,
  errors,
  id,
  errorId,
  hintId,
  className,
  inputClassName,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...input
}: FieldProps) {
  const generated = useId();
  const inputId = id ?? `field-${generated}`;
  const messages = errors == null ? [] : typeof errors === 'string' ? [errors] : [...errors];
  const invalid = messages.length > 0 || ariaInvalid === true || ariaInvalid === 'true';
  const theErrorId = errorId ?? `${inputId}-error`;
  const theHintId = hintId ?? `${inputId}-hint`;
  const describedByIds = [
    ...(describedBy ? describedBy.split(/\s+/) : []),
    hint ? theHintId : null,
    messages.length > 0 ? theErrorId : null,
  ].filter((v, i, all): v is string => Boolean(v) && all.indexOf(v) === i);

  return (
    <div className={className}>
      <label htmlFor={inputId} className="field-label">
        {label}
      </label>
      {hint ? (
        <p id={theHintId} className="mb-1 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <input
        id={inputId}
        className={cx('field-input', inputClassName)}
        {...input}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedByIds.length > 0 ? describedByIds.join(' ') : undefined}
      />
      <FieldError id={theErrorId} errors={messages} />
    </div>
  );
}

/** The error line of a field; also for controls Field does not wrap (select, radio groups). */
export function FieldError({ id, errors }: { id: string; errors?: string | readonly string[] | null }) {
  const messages = errors == null ? [] : typeof errors === 'string' ? [errors] : errors;
  if (messages.length === 0) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {messages.slice(0, 2).join(' ')}
    </p>
  );
}
