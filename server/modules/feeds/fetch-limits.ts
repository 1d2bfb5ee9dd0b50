import type { Config } from '#server/config.js';
import type { FetchLimits } from './safe-fetch.js';

export const feedFetchLimits = ({ feeds }: Pick<Config, 'feeds'>): FetchLimits => ({
  maxBytes: feeds.maxBytes,
  timeoutMs: feeds.timeoutMs,
  maxRedirects: feeds.maxRedirects,
  allowHosts: feeds.allowHosts,
});

export const photoFetchLimits = ({ feeds }: Pick<Config, 'feeds'>): FetchLimits => ({
  ...feedFetchLimits({ feeds }),
  maxBytes: feeds.photoMaxBytes,
});
