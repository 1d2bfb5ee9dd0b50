import { createContext, useContext } from 'react';

/**
 * This site's origin for absolute links: the page's in the browser; on the server the request's,
 * which the render provides (`<SiteOrigin value={origin}>`), as several renders may run at once.
 */
export const SiteOrigin = createContext(typeof window === 'undefined' ? '' : window.location.origin);

export const useSiteOrigin = () => useContext(SiteOrigin);
