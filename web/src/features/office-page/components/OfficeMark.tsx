/** The first letters of the name's first two words; Arabic ones kept apart so they do not join. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('\u200c')
    .toUpperCase();
}

/** The office's round mark: its initials (its logo will take this place). */
export function OfficeMark({ name, className }: { name: string; className: string }) {
  return (
    <span
      aria-hidden
      className={`flex shrink-0 items-center justify-center rounded-full bg-brand font-bold text-white dark:bg-brand/25 dark:text-brand ${className}`}
    >
      {initialsOf(name)}
    </span>
  );
}
