import type { createBrowserRouter } from 'react-router';

/**
 * The web font is `optional` on the first page (no reflow of painted text, web/font-display.ts). From
 * the first page the reader opens after it, the page uses the font's `swap` twin: its files are cached
 * by then, and a change right after a click does not count as a layout shift.
 */
export function brandFontFromSecondPage(router: ReturnType<typeof createBrowserRouter>): void {
  const first = router.state.location.key;
  const stop = router.subscribe((state) => {
    if (state.location.key === first) return;
    document.documentElement.classList.add('brand-font');
    stop();
  });
}
