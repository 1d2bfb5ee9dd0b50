import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { useIsSignedIn } from '#web/lib/session/auth-state';
import { loadFeatureTexts, useLanguage } from '#web/lib/i18n/i18n';
import type { Language } from '#contract/common';

/** Where the footer's code cannot come (offline), the page goes on without it. */
const NoFooter: ComponentType = () => null;

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

let served: { html: string; language: Language } | undefined;

/**
 * main.tsx, before it hydrates a page the server rendered: that page's footer stays the server's HTML
 * for as long as it would render the same (signed out, in the page's language).
 */
export function keepServedFooter(language: Language): void {
  const html = document.querySelector('[data-site-footer]')?.innerHTML;
  if (html) served = { html, language };
}

/** The server's footer as it came; its links to the site's own pages navigate within the app. */
function ServedFooter({ html }: { html: string }) {
  const element = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const footer = element.current;
    const followLink = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      const href = link?.getAttribute('href');
      const plainClick =
        event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
      const ownPage = href?.startsWith('/') && !href.startsWith('//');
      if (!href || !ownPage || link?.target || !plainClick || event.defaultPrevented) return;
      event.preventDefault();
      void navigate(href);
    };
    footer?.addEventListener('click', followLink);
    return () => footer?.removeEventListener('click', followLink);
  }, [navigate]);
  return (
    <div ref={element} data-site-footer="" className="contents" dangerouslySetInnerHTML={{ __html: html }} />
  );
}

/**
 * The footer is below the fold of every page: neither its code nor its texts are among the scripts
 * that show the page (docs/navigation.md). The server renders it with the page, and the browser keeps
 * that HTML as it is (links and all) until the footer would change: once the reader signs in or
 * switches language, its code comes and renders it.
 */
export function DeferredFooter() {
  const language = useLanguage();
  const signedIn = useIsSignedIn();
  if (rendered) {
    const Footer = rendered;
    return (
      <div data-site-footer="" className="contents">
        <Footer />
      </div>
    );
  }
  const stillServed = served && !signedIn && served.language === language;
  const fallback = served ? <ServedFooter html={served.html} /> : null;
  return stillServed ? (
    fallback
  ) : (
    <Suspense fallback={fallback}>
      <LazyFooter />
    </Suspense>
  );
}
