import { escapeHtml } from '#server/lib/escape.js';
import type { HeadTags } from './share-card-tags.js';
import { translate } from '#contract/message-catalogue.js';
import type { Language } from '#contract/common.js';

/** Marks the title the server wrote, so the web app can put the site's name back when the reader moves on. */
export const SHARE_CARD_TITLE = 'data-share-card';

/** The site's own title and description, in the reader's language (index.html's are Arabic). */
export const siteHead = (language: Language): HeadTags => ({
  title: translate('siteTitle', language),
  markup: `<meta name="description" content="${escapeHtml(translate('siteDescription', language))}" />`,
});

/**
 * Puts the page's title and tags into the built index.html. Replacements are functions: a replacement
 * string would read `$&` or `$'` in a user's title as patterns.
 */
export function injectHead(html: string, tags: HeadTags): string {
  const title = `<title ${SHARE_CARD_TITLE}>${escapeHtml(tags.title)}</title>`;
  const withTitle = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => title)
    : html.replace(/<\/head>/i, () => `${title}\n  </head>`);
  // The app's own description gives way to the ad's.
  const withoutDescription = withTitle.replace(/\s*<meta\s+name="description"[^>]*>/i, '');
  return withoutDescription.replace(/<\/head>/i, () => `  ${tags.markup}\n  </head>`);
}
