/**
 * Columns on wide screens (lg) that leave no quote alone in the last row: 4 quotes side by side,
 * 7 as 4 + 3; otherwise three.
 */
export function wideColumns(count: number): 'lg:grid-cols-2' | 'lg:grid-cols-3' | 'lg:grid-cols-4' {
  if (count % 3 !== 1 || count === 1) return 'lg:grid-cols-3';
  return count % 4 === 1 ? 'lg:grid-cols-2' : 'lg:grid-cols-4';
}

/** Between phones and wide screens (two columns), an odd last quote spans the row. */
export const spansRow = (index: number, count: number): boolean => index === count - 1 && count % 2 === 1;
