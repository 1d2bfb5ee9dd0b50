import type { Language } from '#contract/common.js';
import { translate, type MessageKey } from '#contract/message-catalogue.js';
import { escapeHtml } from '#server/lib/escape.js';
import type { HeadTags } from './share-card-tags.js';

const PAGES: Record<string, { title: MessageKey; description: MessageKey }> = {
  '/privacy': { title: 'legalPrivacyTitle', description: 'legalPrivacyDescription' },
  '/terms': { title: 'legalTermsTitle', description: 'legalTermsDescription' },
};

/** The title and description of /privacy and /terms in the reader's language; undefined for other paths. */
export function legalHeadTags(url: string, language: Language): HeadTags | undefined {
  const page = PAGES[(url.split(/[?#]/)[0] ?? '').replace(/\/+$/, '').toLowerCase()];
  if (!page) return undefined;
  const description = escapeHtml(translate(page.description, language));
  return {
    title: translate(page.title, language),
    markup: `<meta name="description" content="${description}">`,
  };
}
