const tones = {
  good: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  bad: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  waiting: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  done: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
  muted: 'bg-line text-ink-muted',
} as const;

export type BadgeTone = keyof typeof tones;

/** A small coloured state: a published or rejected ad, a hidden agent, a blocked user, a handled message. */
export function Badge({ label, tone }: { label: string; tone: BadgeTone }) {
  return (
    <span className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${tones[tone]}`}>
      {label}
    </span>
  );
}
