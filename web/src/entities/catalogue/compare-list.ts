import { MAX_COMPARED_ADS } from '#contract/limits';
import { deviceList, storedIds } from './device-list';

/** The ads picked for comparison on this device, in the order picked (4 at most). */
const list = deviceList('compareIds', (stored) => storedIds(stored, MAX_COMPARED_ADS));

export const comparedIds = list.read;
export const useComparedIds = list.useItems;

/** Adds or removes an ad; a fifth is refused (`full`). */
export function toggleCompared(id: number): 'added' | 'removed' | 'full' {
  const ids = list.read();
  if (ids.includes(id)) {
    list.write(ids.filter((other) => other !== id));
    return 'removed';
  }
  if (ids.length >= MAX_COMPARED_ADS) return 'full';
  list.write([...ids, id]);
  return 'added';
}

export const clearCompared = () => list.write([]);

/** The shareable page of a comparison. */
export const comparePath = (ids: readonly number[]) => `/compare?ids=${ids.join(',')}`;
