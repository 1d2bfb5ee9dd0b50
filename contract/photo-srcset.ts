import type { PhotoSource } from './properties.js';

/** `srcset` from a photo's widths (`sources` of an answer). */
export const srcSetOf = (sources: readonly PhotoSource[]): string =>
  sources.map((source) => `${source.url} ${source.width}w`).join(', ');
