let serverOrigin = '';

/** This site's origin for absolute links: the page's in the browser, the request's on the server. */
export const siteOrigin = () => (typeof window === 'undefined' ? serverOrigin : window.location.origin);

/** Set by the server before it renders a page for a request. */
export function setServerOrigin(origin: string): void {
  serverOrigin = origin;
}
