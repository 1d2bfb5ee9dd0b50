/** The look shared by the filter fields: labels above, 12 px radii, the theme's surfaces. */
export const fieldLabel = 'block text-sm font-medium text-ink';
export const fieldControl =
  'mt-1 block w-full rounded-xl border border-line bg-surface-raised px-3 py-2.5 text-ink placeholder:text-ink-muted disabled:cursor-not-allowed disabled:opacity-60';
