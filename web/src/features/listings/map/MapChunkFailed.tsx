import { useEffect } from 'react';
import type { SearchMapProps } from './SearchMap';

/** Stands in for the map when its code cannot be downloaded: the page falls back to the list. */
export function MapChunkFailed({ onUnavailable }: SearchMapProps) {
  useEffect(() => onUnavailable(), [onUnavailable]);
  return null;
}
