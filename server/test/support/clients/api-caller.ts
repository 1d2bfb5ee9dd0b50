import { readFile } from 'node:fs/promises';
import {
  wireRequestOf,
  type EndpointAnswer,
  type EndpointDefinition,
  type ErrorAnswer,
  type InputArguments,
} from '#contract/endpoint.js';
import type { Language } from '#contract/common.js';

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  token?: string;
  language?: Language;
  headers?: Record<string, string>;
}

/**
 * An endpoint's answer: `body` is the success answer and `error` the error answer, each typed; reading
 * the one the status does not carry fails the test with the status and the message.
 */
export interface EndpointReply<E extends EndpointDefinition> {
  status: number;
  headers: Headers;
  readonly body: EndpointAnswer<E>;
  readonly error: ErrorAnswer;
}

/** What the sign-in helpers need of a running server. */
export interface ApiCaller {
  /** A request for a contract endpoint, typed by it. */
  send<E extends EndpointDefinition>(
    endpoint: E,
    ...input: InputArguments<E, [options: CallOptions]>
  ): Promise<EndpointReply<E>>;
  /** A raw request: for what no endpoint's types allow (hostile input, pages, files). */
  call<T = unknown>(
    method: string,
    urlPath: string,
    body?: unknown,
    options?: CallOptions,
  ): Promise<ApiAnswer<T>>;
  /** The code of the newest SMS in the development outbox for this E.164 number. */
  lastCode(e164: string): Promise<string>;
}

/** A server another process started: what the sign-in helpers need of it. */
export function remoteServer(url: string, outboxFile: string): ApiCaller {
  const call: ApiCaller['call'] = (method, urlPath, body, options = {}) =>
    callApi(url, method, urlPath, body, options);
  return { send: sendThrough(call), call, lastCode: (e164) => lastCodeIn(outboxFile, e164) };
}

/** `send` for a caller: the endpoint's request made by the contract, sent through `call`. */
export function sendThrough(call: ApiCaller['call']): ApiCaller['send'] {
  return async (endpoint, ...[input, options = {}]) => {
    const request = wireRequestOf(endpoint, input);
    const headers = request.json
      ? { 'content-type': 'application/json', ...options.headers }
      : options.headers;
    const answer = await call(request.method, request.url, request.body, { ...options, headers });
    const name = `${endpoint.method} ${endpoint.path} answered ${answer.status}`;
    return {
      status: answer.status,
      headers: answer.headers,
      get body() {
        if (answer.status >= 300) throw new Error(`${name}: ${JSON.stringify(answer.body)}`);
        return answer.body as EndpointAnswer<typeof endpoint>;
      },
      get error() {
        if (answer.status < 400) throw new Error(`${name}, not an error`);
        return answer.body as ErrorAnswer;
      },
    };
  };
}

/** The code of the newest SMS to this E.164 number in a development outbox file. */
export async function lastCodeIn(outboxFile: string, e164: string): Promise<string> {
  const lines = (await readFile(outboxFile, 'utf8')).trim().split('\n');
  const messages = lines.map((line) => JSON.parse(line) as { to: string; text: string });
  const text = messages.filter((message) => message.to === e164).at(-1)?.text;
  const code = /\d{5}/.exec(text ?? '')?.[0];
  if (!code) throw new Error(`no code was sent to ${e164}`);
  return code;
}

/** A raw request; the answer's body is what the caller says it is (`T`), parsed JSON or else the text. */
/** The browser the test client claims to be (ad activity leaves robots out, ADR 0040). */
export const TEST_BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

export async function callApi<T = unknown>(
  baseUrl: string,
  method: string,
  urlPath: string,
  body: unknown,
  options: CallOptions,
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = {
    'accept-language': options.language ?? 'ar',
    // A person's browser unless a test says otherwise: fetch's own `node` is a robot to the counts.
    'user-agent': TEST_BROWSER,
    ...options.headers,
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let payload: string | FormData | undefined;
  if (body instanceof FormData || typeof body === 'string') {
    payload = body;
  } else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${baseUrl}${urlPath}`, { method, headers, body: payload });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}
