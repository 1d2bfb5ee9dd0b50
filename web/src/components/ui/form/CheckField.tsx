import type { FieldValues, Path } from 'react-hook-form';
import { useField } from './use-field';

interface CheckFieldProps<Values extends FieldValues> {
  name: Path<Values>;
  label: string;
  hint?: string;
}

/** A yes/no choice (furnished, published) as a large tappable row. */
export function CheckField<Values extends FieldValues>({ name, label, hint }: CheckFieldProps<Values>) {
  const { id, register } = useField<Values>(name);
  return (
    <label
      htmlFor={id}
      className="flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border border-line bg-surface-raised px-4 py-3"
    >
      <input id={id} type="checkbox" className="mt-1 size-5 shrink-0 accent-brand" {...register()} />
      <span>
        <span className="block font-medium">{label}</span>
        {hint && <span className="block text-sm text-ink-muted">{hint}</span>}
      </span>
    </label>
  );
}
