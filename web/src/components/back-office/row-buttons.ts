/** Buttons of the users, support and abuse screens beyond field-styles.ts. */
export const dangerButton =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-red-300 px-4 py-2 font-medium text-red-700 hover:bg-red-50 disabled:opacity-60 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950';

export const rowButton =
  'inline-flex items-center gap-1 whitespace-nowrap rounded-lg border border-line px-2 py-1 text-xs font-medium hover:bg-surface disabled:opacity-60';
