import type { ReactNode } from 'react';

export interface ChoiceTab<T> {
  value: T;
  key: string;
  label: ReactNode;
}

const tabClass =
  'inline-flex items-center gap-2 whitespace-nowrap rounded-full border border-line px-3 py-1.5 text-sm font-medium hover:bg-surface aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-white dark:aria-pressed:text-surface';

/** Which part of a list the table shows, as a row of buttons of which the chosen one is pressed. */
export function ChoiceTabs<T>({
  label,
  tabs,
  value,
  onChange,
}: {
  label: string;
  tabs: ChoiceTab<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex w-full gap-2 overflow-x-auto pb-1">
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          aria-pressed={value === tab.value}
          className={tabClass}
          onClick={() => onChange(tab.value)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
