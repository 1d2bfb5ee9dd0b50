/** An outside authority's answer: its status and its JSON body (null where it sent none readable). */
export interface AuthorityAnswer {
  status: number;
  body: unknown;
}

export interface AuthorityRequest {
  url: string | URL;
  method?: 'GET' | 'POST';
  headers: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  timeoutMs: number;
  signal?: AbortSignal | undefined;
  fetchFn?: typeof fetch;
  /** Statuses besides 2xx that answer the question (404: "not known"; Nafath's 400 refusals). */
  answers?: readonly number[];
}

/** Makes the adapter's own "the authority cannot answer now" error. */
export type Unavailable = (message: string, options?: { cause: unknown }) => Error;

/**
 * One bounded request to an authority (REGA, Nafath): anything but an answer in time, with a 2xx or an
 * expected status and, for a 2xx, readable JSON, throws the adapter's "unavailable", never a guess.
 */
export async function callAuthority(
  request: AuthorityRequest,
  unavailable: Unavailable,
): Promise<AuthorityAnswer> {
  const timeout = AbortSignal.timeout(request.timeoutMs);
  let response: Response;
  try {
    response = await (request.fetchFn ?? fetch)(request.url, {
      method: request.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(request.json === undefined ? {} : { 'content-type': 'application/json' }),
        ...request.headers,
      },
      ...(request.json === undefined ? {} : { body: JSON.stringify(request.json) }),
      signal: request.signal ? AbortSignal.any([timeout, request.signal]) : timeout,
    });
  } catch (error) {
    const what = timeout.aborted ? `no answer within ${String(request.timeoutMs)} ms` : 'no answer';
    throw unavailable(`the authority gave ${what}`, { cause: error });
  }
  const expected = request.answers?.includes(response.status) ?? false;
  if (!response.ok && !expected) {
    await response.body?.cancel();
    throw unavailable(`the authority answered ${String(response.status)}`);
  }
  try {
    return { status: response.status, body: await response.json() };
  } catch (error) {
    if (expected) return { status: response.status, body: null };
    throw unavailable('the authority answered something unreadable', { cause: error });
  }
}
