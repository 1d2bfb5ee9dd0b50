import type { ReactNode } from 'react';
import { errorClass, hintClass, labelClass } from './field-look';

export interface FieldProps<Name extends string = string> {
  name: Name;
  label: string;
  required?: boolean;
  hint?: string;
  /** Grid placement, e.g. `sm:col-span-2` for a full-width field. */
  className?: string;
}

export interface ControlProps {
  id: string;
  invalid: boolean;
  describedBy: string | undefined;
}

interface FieldShellProps extends Omit<FieldProps, 'name'> {
  id: string;
  error: string | undefined;
  children: (control: ControlProps) => ReactNode;
}

/** Label above, the control, then the hint or the error in red under it (design.md, spec §5). */
export function FieldShell({
  id,
  error,
  label,
  required = false,
  hint,
  className,
  children,
}: FieldShellProps) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required && (
          <span aria-hidden className="ms-1 text-red-700 dark:text-red-400">
            *
          </span>
        )}
      </label>
      {children({ id, invalid: Boolean(error), describedBy })}
      {error ? (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className={hintClass}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}
