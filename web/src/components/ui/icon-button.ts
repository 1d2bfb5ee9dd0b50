/** A round 40 px button around one icon, as in the header. */
export const iconButton =
  'inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-surface focus-visible:bg-surface';
