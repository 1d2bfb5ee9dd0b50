/** The card each part of the office page sits in. */
export const panelClass =
  'rounded-[var(--radius-card)] border border-line bg-surface-raised p-5 shadow-sm sm:p-6';
