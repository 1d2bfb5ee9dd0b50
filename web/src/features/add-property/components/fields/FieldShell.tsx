import type { ReactNode } from 'react';
import type { FieldName } from '../../lib/form-values';
import { useFieldError } from './useFieldError';

export interface FieldProps {
  name: FieldName;
  label: string;
  required?: boolean;
  hint?: string;
  /** Grid placement, e.g. `sm:col-span-2` for a full-width field. */
  className?: string;
}

interface ControlProps {
  id: FieldName;
  invalid: boolean;
  describedBy: string | undefined;
}

/** Label above, the control, then the hint or the error in red under it (design.md, spec §5). */
export function FieldShell({
  name,
  label,
  required = false,
  hint,
  className = '',
  children,
}: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const error = useFieldError(name);
  const describedBy = error ? `${name}-error` : hint ? `${name}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={name} className="block font-medium">
        {label}
        {required && (
          <span aria-hidden className="ms-1 text-red-700 dark:text-red-400">
            *
          </span>
        )}
      </label>
      {children({ id: name, invalid: Boolean(error), describedBy })}
      {error ? (
        <p id={`${name}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${name}-hint`} className="mt-1 text-sm text-ink-muted">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
