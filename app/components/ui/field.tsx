// A labelled input with an optional hint and error. The error is announced through
// aria-describedby and aria-invalid; ids derive from the input id, or come from the form library
// (conform's `field.errorId`, `field.descriptionId`) when given.
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
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

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  id: string;
  label: ReactNode;
  /** Classes of the wrapper. */
  className?: string;
}

/** A labelled select (the filters of the fund list and of the order history), controlled or not as the caller passes. */
export function SelectField({ id, label, className, children, ...select }: SelectFieldProps) {
  return (
    <div className={cx('min-w-0', className)}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} className="field-input truncate pr-8" {...select}>
        {children}
      </select>
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
