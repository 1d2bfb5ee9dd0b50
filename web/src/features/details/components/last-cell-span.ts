/**
 * The classes that stretch the last fact across the cells its row leaves empty, so the grid (two
 * columns on phones, three from `sm`) never shows a bare grey gap: 8 facts in 3 columns end with one
 * fact two columns wide.
 */
export function lastCellSpan(count: number): string {
  const phone = count % 2 === 1 ? 'col-span-2' : '';
  const wide = ['sm:col-span-1', 'sm:col-span-3', 'sm:col-span-2'][count % 3] ?? '';
  return `${phone} ${wide}`.trim();
}
