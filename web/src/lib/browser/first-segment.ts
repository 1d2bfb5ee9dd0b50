/**
 * A path's first segment in lower case (`/IndustryDetailes/5` → `industrydetailes`): a screen that
 * several routes open tells them apart by it, as React Router matches them, in any letter case.
 */
export const firstSegment = (pathname: string) => (pathname.split('/')[1] ?? '').toLowerCase();
