import { SERVER_STATE_ELEMENT, type RenderedPage } from '#contract/server-render.js';
import { jsonForScript } from '../lib/escape.js';
import { injectHead, siteHead } from '../modules/seo/inject-head.js';
import type { HeadTags } from '../modules/seo/share-card-tags.js';
import type { Language } from '#contract/common.js';

/**
 * A rendered page paints without scripts, so its scripts wait until it has painted: marked with a
 * type and a rel the browser does not fetch, they are started by theme-boot.js after the first frame.
 */
const deferScripts = (html: string) =>
  html
    .replace(/<script type="module"/g, '<script type="deferred-module"')
    .replace(/<link rel="modulepreload"/g, '<link rel="deferred-modulepreload"');

export interface PageParts {
  language: Language;
  /** A details page's share card. */
  head?: HeadTags;
  /** The page rendered on the server, when it is a public one. */
  rendered?: RenderedPage;
}

/**
 * The HTML of a page: the built index.html in the reader's language and direction, with the page's
 * head tags and, for public pages, the rendered markup and the answers it shows. Replacements are
 * functions so that `$&` in a title stays text.
 */
export function pageHtml(shell: string, { language, head, rendered }: PageParts): string {
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  let html = shell
    .replace(/<html[^>]*>/i, () => `<html lang="${language}" dir="${direction}">`)
    .replace(/\/manifest\.ar\.webmanifest/, `/manifest.${language}.webmanifest`);
  html = injectHead(html, head ?? siteHead(language));
  if (rendered) {
    html = deferScripts(html);
    html = html.replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${rendered.html}</div>` +
        (rendered.state === undefined
          ? ''
          : `\n    <script type="application/json" id="${SERVER_STATE_ELEMENT}">${jsonForScript(rendered.state)}</script>`),
    );
  }
  return html;
}
