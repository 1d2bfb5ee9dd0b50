import type { AtRule, Plugin as PostcssPlugin } from 'postcss';

/** The family the page switches to once a reader has moved on (web/src/app/brand-font.ts). */
export const SWAP_FAMILY = 'IBM Plex Sans Arabic Swap';

/**
 * Fontsource declares its faces with `font-display: swap`: text paints in a fallback font and reflows
 * when the web font arrives, which shifts a page the server has already painted. Here they become
 * `optional` (the web font when it is there at once: cached, or a fast connection), and each face
 * gets a `swap` twin under SWAP_FAMILY, which the app uses from the first page the reader opens
 * within it: the files are in the cache by then, and a reflow right after a click is no shift.
 */
export const optionalFontDisplay = (): PostcssPlugin => ({
  postcssPlugin: 'manzil-optional-font-display',
  AtRule: {
    'font-face': (rule: AtRule) => {
      if (
        rule.nodes?.some(
          (node) => node.type === 'decl' && node.prop === 'font-family' && node.value.includes('Swap'),
        )
      )
        return;
      const twin = rule.clone();
      twin.walkDecls('font-family', (declaration) => {
        declaration.value = `'${SWAP_FAMILY}'`;
      });
      rule.walkDecls('font-display', (declaration) => {
        declaration.value = 'optional';
      });
      rule.after(twin);
    },
  },
});
