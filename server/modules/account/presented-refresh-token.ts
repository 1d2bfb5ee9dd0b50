import type * as account from '#contract/endpoints/account.js';
import type { EndpointRequest } from '#server/lib/endpoint-routes.js';
import { fieldError } from '#server/lib/errors.js';

/**
 * The refresh token a request presents: the body's, else the deprecated query form's. That form is
 * logged (without the token) so that callers still using it can be found before it is removed.
 */
export function presentedRefreshToken(request: EndpointRequest<typeof account.refreshToken>): string {
  const inBody = request.body?.refreshToken;
  if (inBody !== undefined) return inBody;
  const inQuery = request.query.refreshToken;
  if (inQuery === undefined) throw fieldError('refreshToken', 'fieldRequired');
  request.log.warn({ useInstead: 'body' }, 'the refresh token in the query string is deprecated');
  return inQuery;
}
