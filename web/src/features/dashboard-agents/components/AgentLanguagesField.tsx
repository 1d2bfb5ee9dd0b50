import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { agentLanguages } from '#contract/dashboard/agents';
import { errorClass, labelClass } from '#web/components/ui/form/field-look';
import { useField } from '#web/components/ui/form/use-field';
import type { AgentFormValues } from '../lib/agent-form';

/** The fixed list of languages as checkboxes, named in the page's language; the form holds the chosen ones. */
export function AgentLanguagesField({ label }: { label: string }) {
  const { i18n } = useTranslation();
  const { control } = useFormContext<AgentFormValues>();
  const { field } = useController({ control, name: 'languages' });
  const { id, error, clearError } = useField<AgentFormValues>('languages');
  const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
  const selected = field.value ?? [];
  const toggle = (language: (typeof agentLanguages)[number], checked: boolean) => {
    clearError();
    field.onChange(agentLanguages.filter((item) => (item === language ? checked : selected.includes(item))));
  };

  return (
    <fieldset
      className="rounded-lg border border-line p-3"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className={`${labelClass} px-1`}>{label}</legend>
      <div className="grid grid-cols-2 gap-1.5 sm:grid-cols-3">
        {agentLanguages.map((language, index) => (
          <label key={language} className="flex min-h-8 items-center gap-2 text-sm">
            <input
              ref={index === 0 ? field.ref : undefined}
              type="checkbox"
              className="size-4 accent-brand"
              checked={selected.includes(language)}
              onChange={(event) => toggle(language, event.target.checked)}
              onBlur={field.onBlur}
            />
            {names.of(language) ?? language}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
