/** The first letters of the name's first two words; Arabic ones kept apart so they do not join. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('\u200c')
    .toUpperCase();
}

/** The office's mark: its logo, or its initials in a round mark while it has none. */
export function OfficeMark({
  name,
  logoUrl,
  logoAlt,
  className,
}: {
  name: string;
  logoUrl: string | null;
  logoAlt: string;
  className: string;
}) {
  if (logoUrl)
    return (
      <span
        className={`flex shrink-0 items-center justify-center overflow-hidden rounded-xl border border-line bg-white ${className}`}
      >
        <img src={logoUrl} alt={logoAlt} className="size-full object-contain p-1" />
      </span>
    );
  return (
    <span
      aria-hidden
      className={`flex shrink-0 items-center justify-center rounded-full bg-brand font-bold text-white dark:bg-brand/25 dark:text-brand ${className}`}
    >
      {initialsOf(name)}
    </span>
  );
}
