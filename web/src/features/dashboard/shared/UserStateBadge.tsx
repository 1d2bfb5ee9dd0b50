const tones = {
  good: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  bad: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  waiting: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
} as const;

/** A small coloured state: an active or blocked user, a handled or new message, a shown or hidden review. */
export function StateBadge({ label, tone }: { label: string; tone: keyof typeof tones }) {
  return (
    <span className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${tones[tone]}`}>
      {label}
    </span>
  );
}
