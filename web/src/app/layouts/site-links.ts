/**
 * The site's public destinations, in reading order: the header's links (its row from 1024 px, its
 * menu below) and the footer's. Paths are the spec's routes (product-spec.md §2; docs/navigation.md).
 */
export interface SiteLink {
  to: string;
  /** Its label, `nav.<key>`. */
  key:
    | 'home'
    | 'residential'
    | 'industrial'
    | 'featured'
    | 'mapSearch'
    | 'agents'
    | 'recentlyViewed'
    | 'myAds'
    | 'myOffice'
    | 'savedSearches'
    | 'contactUs'
    | 'about';
  /** Active only on this exact path (home), not on the paths below it. */
  end?: boolean;
  /** Shown only to a signed-in user (spec §2: "my ads, only when a token is stored"). */
  signedIn?: boolean;
}

export const SITE_LINKS: readonly SiteLink[] = [
  { to: '/', key: 'home', end: true },
  { to: '/recidence', key: 'residential' },
  { to: '/industry', key: 'industrial' },
  { to: '/AllFeatureProperty', key: 'featured' },
  { to: '/search', key: 'mapSearch' },
  { to: '/Agents', key: 'agents' },
  { to: '/recently-viewed', key: 'recentlyViewed' },
  { to: '/my-ads', key: 'myAds', signedIn: true },
  { to: '/my-office', key: 'myOffice', signedIn: true },
  { to: '/saved-searches', key: 'savedSearches', signedIn: true },
  { to: '/contact-us', key: 'contactUs' },
  { to: '/about', key: 'about' },
];

export const siteLinksFor = (signedIn: boolean) => SITE_LINKS.filter((link) => signedIn || !link.signedIn);
