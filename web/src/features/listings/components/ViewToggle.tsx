import { List, Map as MapIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export type ResultsView = 'list' | 'map';

interface ViewToggleProps {
  value: ResultsView;
  onChange: (view: ResultsView) => void;
}

/** Phones: the results as a list or on the map (desktop shows both). */
export function ViewToggle({ value, onChange }: ViewToggleProps) {
  const { t } = useTranslation();
  const views = [
    { view: 'list' as const, label: t('listings.view.list'), icon: <List aria-hidden className="size-4" /> },
    { view: 'map' as const, label: t('listings.view.map'), icon: <MapIcon aria-hidden className="size-4" /> },
  ];
  return (
    <div
      role="group"
      aria-label={t('listings.view.label')}
      className="flex rounded-xl border border-line bg-surface-raised p-1 lg:hidden"
    >
      {views.map(({ view, label, icon }) => (
        <button
          key={view}
          type="button"
          aria-pressed={value === view}
          onClick={() => onChange(view)}
          className="inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-ink-muted aria-pressed:bg-brand aria-pressed:text-white dark:aria-pressed:text-surface"
        >
          {icon}
          {label}
        </button>
      ))}
    </div>
  );
}
