/**
 * A link that looks like the kit's Button (components/ui/Button.tsx), which renders a <button> only.
 * Same classes; to go once the kit gives links its looks.
 */
const looks = {
  primary: 'bg-brand text-white hover:bg-brand-strong dark:text-surface',
  secondary: 'border border-line hover:bg-surface',
} as const;

export const linkButton = (look: keyof typeof looks) =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 font-medium ${looks[look]}`;
