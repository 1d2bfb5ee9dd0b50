import { useId, type ReactNode } from 'react';
import { filterLabelClass } from '../form/field-look';

interface FilterShellProps {
  label: string;
  className?: string;
  /** The control's id, when the control names other elements after it (a combobox's list). */
  id?: string;
  children: (id: string) => ReactNode;
}

/** A filter's label above its control, tied to it by id. */
export function FilterShell({ label, className, id, children }: FilterShellProps) {
  const ownId = useId();
  const controlId = id ?? ownId;
  return (
    <div className={className}>
      <label htmlFor={controlId} className={filterLabelClass}>
        {label}
      </label>
      {children(controlId)}
    </div>
  );
}
