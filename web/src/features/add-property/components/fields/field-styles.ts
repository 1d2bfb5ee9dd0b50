const border = (invalid: boolean) => (invalid ? 'border-red-600 dark:border-red-400' : 'border-line');

/** The look of every control: labels above, a red border when the field has an error (spec §5). */
export const controlClass = (invalid: boolean) =>
  `mt-2 w-full rounded-lg border bg-surface-raised px-4 text-ink outline-none focus:ring-2 focus:ring-brand disabled:opacity-60 ${border(invalid)}`;

/** A control with a unit at its end: the box carries the border and the focus ring. */
export const boxClass = (invalid: boolean) =>
  `mt-2 flex h-12 w-full items-center overflow-hidden rounded-lg border bg-surface-raised text-ink focus-within:ring-2 focus-within:ring-brand ${border(invalid)}`;
