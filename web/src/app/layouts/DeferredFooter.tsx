import { lazy, Suspense, type ComponentType } from 'react';
import { loadFeatureTexts } from '#web/lib/i18n';

/** Where the footer's code cannot come (offline), the page goes on without it. */
const NoFooter: ComponentType = () => null;

// Asked for as the page is taken over, not when the reader scrolls near it: until the footer's code
// has come, React holds every navigation back (its server HTML is a Suspense boundary still loading,
// and each change of the router's state reaches it).
const LazyFooter = lazy(() =>
  Promise.all([import('./SiteFooter'), loadFeatureTexts('footer')]).then(
    ([{ SiteFooter }]) => ({ default: SiteFooter }),
    () => ({ default: NoFooter }),
  ),
);

/** The server build's footer, there from the first render (`entry-server.tsx`); none in the browser. */
let rendered: ComponentType | undefined;
export function renderFooterWith(footer: ComponentType): void {
  rendered = footer;
}

/**
 * The footer is below the fold of every page: its code and texts are not among the scripts that show
 * the page (docs/navigation.md). The server renders it with the page; the browser keeps that HTML as it
 * is and takes it over once its code has come, right after the page's own.
 */
export function DeferredFooter() {
  const Footer = rendered ?? LazyFooter;
  return (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  );
}
