import type { Language } from '#contract/common.js';
import type { PublicOffice } from '#contract/offices.js';
import { translate } from '#contract/message-catalogue.js';
import type { AppDeps } from '#server/deps.js';
import { escapeHtml, jsonForScript } from '#server/lib/escape.js';
import { findPublicOffice } from '../offices/index.js';
import { SITE_NAME } from './card-text.js';
import { absoluteUrl } from './details-path.js';
import { genericTags, type HeadTags } from './share-card-tags.js';

/** The path of an office's public page, as the sitemap lists it. */
export const officePath = (id: number) => `/offices/${id}`;

/** The office an /offices/{id} URL names; undefined for any other URL. */
function officeIdOf(url: string): number | undefined {
  const match = /^\/offices\/(\d{1,10})\/?$/i.exec(url.split(/[?#]/)[0] ?? '');
  const id = Number(match?.[1]);
  return match && id > 0 && id <= 2_147_483_647 ? id : undefined;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/**
 * The head of an office's page in the reader's language: title, description, canonical link, Open
 * Graph and schema.org `RealEstateAgent` with its FAL licence; the site's generic card (noindex) for an
 * office nobody may see. Undefined when the URL is not an office's page.
 */
export async function officeHeadTags(
  deps: AppDeps,
  url: string,
  language: Language,
): Promise<HeadTags | undefined> {
  const id = officeIdOf(url);
  if (id === undefined) return undefined;
  const office = await findPublicOffice(deps, id, language);
  return office
    ? officeTags(office, absoluteUrl(deps.config.publicUrl, officePath(id)), language)
    : genericTags;
}

function officeTags(office: PublicOffice, url: string, language: Language): HeadTags {
  const title = translate('officePageTitle', language, { name: office.name });
  const description = translate('officePageDescription', language, {
    name: office.name,
    fal: office.falNumber,
  });
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: office.name,
    alternateName: language === 'ar' ? office.nameEn : office.nameAr,
    description,
    url,
    identifier: { '@type': 'PropertyValue', propertyID: 'FAL', name: 'FAL licence', value: office.falNumber },
    employee: office.members
      .filter((member) => member.name !== '')
      .map((member) => ({ '@type': 'Person', name: member.name })),
  };
  const lines = [
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', language === 'ar' ? 'ar_SA' : 'en_US'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    `<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`,
  ];
  return { title, markup: lines.join('\n    ') };
}
