export const inputClass =
  'w-full rounded-lg border border-line bg-surface-raised px-3 py-2 text-ink placeholder:text-ink-muted focus:border-brand focus:outline-none aria-[invalid=true]:border-red-600';

export const labelClass = 'text-sm font-medium';

export const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-brand px-4 py-2 font-medium text-white hover:bg-brand-strong disabled:opacity-60 dark:text-surface';

export const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-line px-4 py-2 font-medium hover:bg-surface disabled:opacity-60';

export const fieldErrorClass = 'text-sm text-red-700 dark:text-red-300';
