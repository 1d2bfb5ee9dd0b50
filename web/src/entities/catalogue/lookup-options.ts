import type { LookupItem } from '#contract/lookups';

/** A lookup list's entries (cities, transaction types…) as the options of a select. */
export const lookupOptions = (items: readonly LookupItem[] = []) =>
  items.map((item) => ({ value: String(item.id), label: item.name }));
