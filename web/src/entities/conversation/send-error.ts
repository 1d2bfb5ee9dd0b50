import type { TFunction } from 'i18next';
import { ApiError } from '#web/lib/api/api-client';

/**
 * What to tell the sender when a message was not sent: the server's own words for a refused message
 * (422) or too many of them (429, with the wait); ours for a gone ad, the network and the rest.
 */
export function sendErrorText(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('errors.unknown');
  if (error.status === 0) return t('errors.network');
  if (error.status === 404) return t('messages.composer.unavailable');
  if (error.status === 422 || error.status === 429) return error.message;
  return t('errors.unknown');
}
