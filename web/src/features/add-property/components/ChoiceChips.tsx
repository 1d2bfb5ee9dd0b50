import { Check } from 'lucide-react';
import { useController, useFormContext } from 'react-hook-form';
import type { LookupItem } from '#contract/lookups';
import { errorClass } from '#web/components/ui/form/field-look';
import { useField } from '#web/components/ui/form/use-field';
import type { PropertyFormValues } from '../lib/form-values';

interface ChoiceChipsProps {
  name: 'relaxMediaIds' | 'industryFeatureIds';
  label: string;
  items: LookupItem[];
}

/** A multi-select as toggle chips (amenities, industrial features), each a real checkbox. */
export function ChoiceChips({ name, label, items }: ChoiceChipsProps) {
  const { control } = useFormContext<PropertyFormValues>();
  const { field } = useController({ control, name });
  const { id: fieldId, error, clearError } = useField<PropertyFormValues>(name);
  const chosen = new Set(field.value);
  const toggle = (id: string) => {
    clearError();
    field.onChange(chosen.has(id) ? field.value.filter((value) => value !== id) : [...field.value, id]);
  };
  return (
    <fieldset aria-describedby={error ? `${fieldId}-error` : undefined} className="sm:col-span-2">
      <legend className="font-medium">{label}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {items.map((item) => {
          const id = String(item.id);
          const on = chosen.has(id);
          return (
            <label
              key={item.id}
              className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent ${
                on ? 'border-brand bg-brand text-white dark:text-surface' : 'border-line bg-surface-raised'
              }`}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={on}
                onChange={() => toggle(id)}
                onBlur={field.onBlur}
              />
              {on && <Check aria-hidden className="size-4" />}
              {item.name}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${fieldId}-error`} className={errorClass}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
