import type { FieldName } from '../../lib/form-values';
import { useRegisterField } from './useFieldError';

/** A yes/no choice (furnished, civil-defence licence) as a large tappable row. */
export function CheckField({ name, label, hint }: { name: FieldName; label: string; hint?: string }) {
  const register = useRegisterField();
  return (
    <label
      htmlFor={name}
      className="flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border border-line bg-surface-raised px-4 py-3"
    >
      <input id={name} type="checkbox" className="mt-1 size-5 shrink-0 accent-brand" {...register(name)} />
      <span>
        <span className="block font-medium">{label}</span>
        {hint && <span className="block text-sm text-ink-muted">{hint}</span>}
      </span>
    </label>
  );
}
