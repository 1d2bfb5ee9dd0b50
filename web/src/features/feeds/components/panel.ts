/** The card each part of the import page sits in (the office page's look). */
export const panelClass =
  'rounded-[var(--radius-card)] border border-line bg-surface-raised p-5 shadow-sm sm:p-6';
