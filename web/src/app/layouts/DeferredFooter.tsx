import { lazy, Suspense, type ComponentType } from 'react';
import { loadFeatureTexts } from '#web/lib/i18n';

/** How far below the viewport the footer starts loading. */
const NEAR = '600px';

/** Resolves once the server's footer comes near the viewport; at once where that cannot be watched. */
function footerNearby(): Promise<void> {
  const served = document.getElementById('site-footer');
  if (!served || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: `${NEAR} 0px` },
    );
    observer.observe(served);
  });
}

const LazyFooter = lazy(() =>
  footerNearby()
    .then(() => Promise.all([import('./SiteFooter'), loadFeatureTexts('footer')]))
    .then(([{ SiteFooter }]) => ({ default: SiteFooter })),
);

/** The server build's footer, there from the first render (`entry-server.tsx`); none in the browser. */
let rendered: ComponentType | undefined;
export function renderFooterWith(footer: ComponentType): void {
  rendered = footer;
}

/**
 * The footer is below the fold of every page: its code and texts are not among the page's first
 * scripts (docs/navigation.md). The server renders it with the page; the browser keeps that HTML as it
 * is (a Suspense boundary still loading) and takes it over once the reader scrolls near it. A page
 * the browser renders alone shows it once its code has come.
 */
export function DeferredFooter() {
  const Footer = rendered ?? LazyFooter;
  return (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  );
}
