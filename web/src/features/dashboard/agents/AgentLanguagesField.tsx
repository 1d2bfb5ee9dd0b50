import { useTranslation } from 'react-i18next';
import { agentLanguages, type AgentLanguage } from '../../../../../contract/dashboard/agents';
import { fieldErrorClass } from '../shared/field-styles';

interface AgentLanguagesFieldProps {
  label: string;
  selected: readonly string[];
  onChange: (languages: AgentLanguage[]) => void;
  error?: string;
}

/** The fixed list of languages as checkboxes, named in the page's language. */
export function AgentLanguagesField({ label, selected, onChange, error }: AgentLanguagesFieldProps) {
  const { i18n } = useTranslation();
  const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
  const toggle = (language: AgentLanguage, checked: boolean) =>
    onChange(agentLanguages.filter((item) => (item === language ? checked : selected.includes(item))));

  return (
    <fieldset className="rounded-lg border border-line p-3" aria-invalid={error ? true : undefined}>
      <legend className="px-1 text-sm font-medium">{label}</legend>
      <div className="grid grid-cols-2 gap-1.5 sm:grid-cols-3">
        {agentLanguages.map((language) => (
          <label key={language} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-brand"
              checked={selected.includes(language)}
              onChange={(event) => toggle(language, event.target.checked)}
            />
            {names.of(language) ?? language}
          </label>
        ))}
      </div>
      {error && <p className={fieldErrorClass}>{error}</p>}
    </fieldset>
  );
}
