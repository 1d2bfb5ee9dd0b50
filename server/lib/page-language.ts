import type { FastifyRequest } from 'fastify';
import type { Language } from '#contract/common.js';

/** The web app writes this cookie with the reader's language (web/src/lib/i18n.ts). */
const LANGUAGE_COOKIE = /(?:^|;\s*)lang=(ar|en)(?:;|$)/;

/** The language to render a page in: the reader's last choice, Arabic before any choice. */
export function pageLanguage(request: FastifyRequest): Language {
  const match = LANGUAGE_COOKIE.exec(request.headers.cookie ?? '');
  return match?.[1] === 'en' ? 'en' : 'ar';
}
