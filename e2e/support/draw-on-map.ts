import type { Locator, Page } from 'playwright-core';

/** Points of the map's west half, as fractions of its width and height (the map tests frame ads there). */
export const WEST_HALF = [
  [0.03, 0.2],
  [0.47, 0.2],
  [0.47, 0.7],
  [0.03, 0.7],
] as const;

/** Where points given as fractions of the map's width and height fall on the page. */
export async function mapBox(map: Locator) {
  const box = await map.locator('.leaflet-container').boundingBox();
  if (!box) throw new Error('the map has no box');
  return {
    at: ([x, y]: readonly [number, number]) => ({ x: box.x + x * box.width, y: box.y + y * box.height }),
  };
}

/** Clicks the corners of the map's west half, one vertex each, with a mouse (the map is drawing). */
export async function clickWestHalf(page: Page, map: Locator): Promise<void> {
  const { at } = await mapBox(map);
  for (const corner of WEST_HALF) {
    const { x, y } = at(corner);
    await page.mouse.click(x, y);
  }
}
