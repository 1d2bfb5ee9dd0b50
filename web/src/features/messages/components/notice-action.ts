/** The button under an inbox or thread state message. */
export const noticeAction =
  'inline-flex items-center gap-2 rounded-lg bg-brand px-5 py-2.5 font-medium text-white hover:bg-brand-strong dark:text-surface';
