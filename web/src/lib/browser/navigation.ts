type Navigate = (path: string) => void;

let navigate: Navigate = (path) => {
  window.location.assign(path);
};

/**
 * Code outside React (the API client) leaves a page through here. The app hands over its router, so
 * going to /register keeps the toast that says why; until then it is a full page load.
 */
export function setNavigator(next: Navigate): void {
  navigate = next;
}

export function goTo(path: string): void {
  navigate(path);
}

/**
 * A path's first segment in lower case (`/IndustryDetailes/5` → `industrydetailes`): a screen that
 * several routes open tells them apart by it, as React Router matches them, in any letter case. It
 * lives here, in the first scripts, so that the screens sharing it share no chunk for it.
 */
export const firstSegment = (pathname: string) => (pathname.split('/')[1] ?? '').toLowerCase();
