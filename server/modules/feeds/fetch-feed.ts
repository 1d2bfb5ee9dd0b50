import type { Config } from '#server/config.js';
import { fieldError } from '#server/lib/errors.js';
import { feedFetchLimits } from './fetch-limits.js';
import { parseFeed } from './parse-feed.js';
import { FetchRefused, safeFetch } from './safe-fetch.js';

/** Reads a feed URL (SSRF-safe, bounded) and its listings; a fetch that fails is a 422 on `url`. */
export async function fetchFeed(config: Pick<Config, 'feeds'>, url: string) {
  let body: Buffer;
  try {
    ({ body } = await safeFetch(url, feedFetchLimits(config)));
  } catch (error) {
    if (error instanceof FetchRefused) throw fieldError('url', error.key);
    throw error;
  }
  return parseFeed(body, config.feeds.maxListings);
}
