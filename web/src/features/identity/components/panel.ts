/** The card each step of a verification sits in (the form, the number, the verified identity). */
export const panelClass = (border = 'border-line') =>
  `rounded-[var(--radius-card)] border ${border} bg-surface-raised p-5 shadow-sm sm:p-8`;
