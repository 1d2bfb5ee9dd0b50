import type { Plugin as PostcssPlugin } from 'postcss';

/**
 * Fontsource declares its faces with `font-display: swap`: text paints in a fallback font and reflows
 * when the web font arrives, which shifts a page the server has already painted. `optional` uses the
 * web font when it is there at once (cached, or a fast connection) and keeps the fallback otherwise.
 */
export const optionalFontDisplay = (): PostcssPlugin => ({
  postcssPlugin: 'manzil-optional-font-display',
  Declaration: {
    'font-display': (declaration) => {
      declaration.value = 'optional';
    },
  },
});
