import type { Metrics } from '#server/lib/metrics/metrics.js';
import { isPushServiceHost } from './subscriptions.js';

const urlOf = (input: Parameters<typeof fetch>[0]) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/**
 * The fetch that Web Push requests go through, counting each as `sent` (2xx) or `failed` under the
 * PUSH_SERVICE_HOSTS entry its endpoint matched (`*.notify.windows.com`), so the provider label
 * stays as short as that list.
 */
export function countPushDeliveries(
  fetchImpl: typeof fetch,
  metrics: Metrics,
  serviceHosts: readonly string[],
): typeof fetch {
  const providerOf = (url: string) => {
    try {
      const host = new URL(url).hostname;
      return serviceHosts.find((pattern) => isPushServiceHost(host, [pattern])) ?? 'other';
    } catch {
      return 'other';
    }
  };
  return async (input, init) => {
    const provider = providerOf(urlOf(input));
    try {
      const response = await fetchImpl(input, init);
      metrics.countDelivery('push', provider, response.ok ? 'sent' : 'failed');
      return response;
    } catch (error) {
      metrics.countDelivery('push', provider, 'failed');
      throw error;
    }
  };
}
