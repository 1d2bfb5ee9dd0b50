import { SERVER_STATE_ELEMENT, type RenderedPage } from '#contract/server-render.js';
import { jsonForScript } from '../lib/escape.js';
import { injectHead, siteHead } from '../modules/seo/index.js';
import type { HeadTags } from '../modules/seo/index.js';
import type { Language } from '#contract/common.js';

/** The element that lists a rendered page's scripts for theme-boot.js (web/public/theme-boot.js). */
export const DEFERRED_SCRIPTS_ELEMENT = 'deferred-scripts';
const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A rendered page paints without scripts, so its scripts wait until it has painted: the page names
 * them in a JSON data block instead of tags the browser would fetch at once, and theme-boot.js adds
 * the module script and its preloads after the first frame (valid HTML, unlike a made-up type).
 */
function deferScripts(html: string): string {
  const modules = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1]);
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  if (modules.length === 0) return html;
  const list = `\n    <script type="application/json" id="${DEFERRED_SCRIPTS_ELEMENT}">${jsonForScript({ modules, preloads })}</script>`;
  let placed = false;
  return html.replace(MODULE_PRELOAD, '').replace(MODULE_SCRIPT, () => {
    if (placed) return '';
    placed = true;
    return list;
  });
}

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
