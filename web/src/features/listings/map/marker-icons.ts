import { divIcon, type DivIcon } from 'leaflet';

/** Markers keep their icon between redraws, so their element (and keyboard focus) stays. */
const icons = new Map<string, DivIcon>();
function cached(key: string, make: () => DivIcon): DivIcon {
  let icon = icons.get(key);
  if (!icon) {
    icon = make();
    icons.set(key, icon);
  }
  return icon;
}

/**
 * Markers are HTML pills centred above their point. The icon box itself is 0×0 (so Leaflet needs no
 * size); the pill overflows it, and search-map.css moves the focus ring onto the pill.
 */
export function priceIcon(label: string, featured: boolean) {
  const colours = featured
    ? 'bg-accent text-white dark:text-surface'
    : 'bg-brand text-white dark:text-surface';
  return cached(`price|${label}|${featured}`, () =>
    divIcon({
      className: 'manzil-marker',
      iconSize: [0, 0],
      // The popup opens above the pill, not over it.
      popupAnchor: [0, -32],
      html: `<span class="absolute bottom-1 inline-flex h-7 -translate-x-1/2 items-center whitespace-nowrap rounded-full px-2.5 text-xs font-bold shadow-md ring-2 ring-white dark:ring-surface ${colours}">${label}</span>`,
    }),
  );
}

/** A count bubble; `label` is the count as shown (compact past 1,000: "1.2K", "12 ألف"). */
export function clusterIcon(count: number, label: string) {
  const size = count < 10 ? 'size-10' : count < 100 ? 'size-12' : count < 1000 ? 'size-14' : 'size-16';
  return cached(`cluster|${size}|${label}`, () =>
    divIcon({
      className: 'manzil-marker',
      iconSize: [0, 0],
      html: `<span class="absolute inline-flex ${size} -translate-x-1/2 -translate-y-1/2 items-center justify-center whitespace-nowrap rounded-full bg-brand text-sm font-bold text-white shadow-lg ring-4 ring-brand/30 dark:text-surface">${label}</span>`,
    }),
  );
}
