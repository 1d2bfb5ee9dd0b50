import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import type { ApiCaller } from './api-client';

/**
 * A query client whose endpoint queries call the API through `api`: the server makes one per page it
 * renders, with that request's caller (`createApiCaller`). Any other client's queries use the
 * browser's `call` (`endpointQuery`). Its own module, without the API client, as the first page's
 * bundle creates the browser's client.
 */
export class ApiQueryClient extends QueryClient {
  constructor(
    readonly api: ApiCaller,
    config?: QueryClientConfig,
  ) {
    super(config);
  }
}
