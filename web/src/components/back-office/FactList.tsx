import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

/**
 * Labelled facts about a person (a user's profile, a support message's sender); empty ones are left
 * out. `narrow` keeps one column, for a side card.
 */
export function FactList({ facts, narrow = false }: { facts: Fact[]; narrow?: boolean }) {
  return (
    <dl className={`grid gap-x-6 gap-y-3 ${narrow ? '' : 'sm:grid-cols-2'}`}>
      {facts
        .filter((fact) => fact.value !== null && fact.value !== undefined && fact.value !== '')
        .map((fact) => (
          <div key={fact.label} className="flex min-w-0 flex-col">
            <dt className="text-sm text-ink-muted">{fact.label}</dt>
            <dd className="font-medium [overflow-wrap:anywhere]">{fact.value}</dd>
          </div>
        ))}
    </dl>
  );
}
