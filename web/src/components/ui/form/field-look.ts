const border = (invalid: boolean) => (invalid ? 'border-red-600 dark:border-red-400' : 'border-line');

/** Labels above their controls (design.md). */
export const labelClass = 'block font-medium';

/** The look of every control, red-bordered while its field has an error (spec §5). */
export const controlClass = (invalid: boolean) =>
  `mt-2 w-full rounded-lg border bg-surface-raised px-4 text-ink outline-none placeholder:text-ink-muted focus:ring-2 focus:ring-brand disabled:opacity-60 ${border(invalid)}`;

/** A control with something at its end (a unit, a show-password button): the box carries the border. */
export const boxClass = (invalid: boolean) =>
  `mt-2 flex h-12 w-full items-center overflow-hidden rounded-lg border bg-surface-raised text-ink focus-within:ring-2 focus-within:ring-brand ${border(invalid)}`;

/** The input inside a box. */
export const boxedInputClass =
  'h-full min-w-0 flex-1 bg-transparent px-4 outline-none placeholder:text-ink-muted';

/** The error under a field, in red (spec §5). */
export const errorClass = 'mt-1 text-sm text-red-700 dark:text-red-400';

export const hintClass = 'mt-1 text-sm text-ink-muted';

/** A filter above a list (not a form): a smaller label, a compact control. */
export const filterLabelClass = 'mb-1 block text-sm font-medium text-ink';

export const filterControlClass =
  'block w-full rounded-lg border border-line bg-surface-raised px-3 py-2.5 text-ink placeholder:text-ink-muted focus:border-brand disabled:cursor-not-allowed disabled:opacity-60';
