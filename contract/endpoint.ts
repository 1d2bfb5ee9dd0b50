import type { z } from 'zod';
import type { errorResponses, MultipartForm } from './common.js';
import type { RoutePermission } from './dashboard/permissions.js';
import type { ApiTag } from './openapi-tags.js';

/** What an `owner` endpoint acts on; the access matrix test holds a fixture for each. */
export const ownedKinds = [
  'profile',
  'property',
  'media',
  'conversation',
  'notification',
  'push-subscription',
  'saved-search',
  'identity-request',
  'office',
  'lead',
  'order',
  'tax-document',
] as const;
export type OwnedKind = (typeof ownedKinds)[number];

/**
 * Who may call an endpoint.
 * - `public`: anyone, signed in or not.
 * - `user`: a signed-in caller, acting only on what is theirs by construction (no other user's
 *   resource can be named in the request).
 * - `owner`: a signed-in caller naming a resource of kind `owns`; only its owner may act on it.
 * - `staff`: a back-office caller holding `permission`.
 */
export type Access =
  | { readonly kind: 'public' }
  | { readonly kind: 'user' }
  | { readonly kind: 'owner'; readonly owns: OwnedKind }
  | { readonly kind: 'staff'; readonly permission: Exclude<RoutePermission, 'public'> };

export const anyone = { kind: 'public' } as const;
export const signedIn = { kind: 'user' } as const;
export const ownerOf = <const K extends OwnedKind>(owns: K) => ({ kind: 'owner', owns }) as const;
export const staffWith = <const P extends Exclude<RoutePermission, 'public'>>(permission: P) =>
  ({ kind: 'staff', permission }) as const;

/** Where the back-office API lives; its endpoints answer staff (`staffWith`) or anyone. */
export const BACK_OFFICE_API = '/api/dashboard';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type SuccessStatus = 200 | 201 | 202 | 204;
export type ErrorStatus = keyof typeof errorResponses;

export interface EndpointDefinition {
  readonly method: Method;
  /** The whole path, `/api/...`, with `:name` for each parameter. */
  readonly path: string;
  readonly access: Access;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** A JSON body. */
  readonly body?: z.ZodType;
  /** A multipart/form-data body, read as a stream by the route (so described, not validated). */
  readonly form?: MultipartForm;
  /** 200 unless said; 204 and 202 answer no body. */
  readonly status?: SuccessStatus;
  /** The success answer; none for 202/204. */
  readonly response?: z.ZodType;
  /** Which answers of the error catalogue (`errorResponses`) the endpoint lists; all unless said. */
  readonly errorAnswers?: readonly ErrorStatus[];
  /** Answers besides the error catalogue, e.g. 409, or health's 503. */
  readonly otherAnswers?: Readonly<Record<number, z.ZodType>>;
  /** Answers that are not JSON (e.g. `text/event-stream`). */
  readonly produces?: readonly string[];
  /** Its groups in the OpenAPI document, each declared with a description in `apiTags`. */
  readonly tags: readonly ApiTag[];
  /** One line: what it does. */
  readonly summary: string;
  /** What a client needs to know: who may call it, what it changes, its notable answers. */
  readonly description: string;
}

/** One endpoint, declared once; the server mounts it, the web client and the tests call it. */
export const endpoint = <const E extends EndpointDefinition>(definition: E): E => definition;

/** Whether a value a contract module exports is an endpoint (and not a record of them, a schema…). */
export const isEndpoint = (value: unknown): value is EndpointDefinition =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value;

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
/**
 * Schemas that coerce or preprocess take `unknown` (path and query values travel as text; empty body
 * fields count as absent); a caller sends what they yield (a number for `z.coerce.number()`), and may
 * leave out what has a default.
 */
type AsSent<S> = S extends z.ZodType ? SentValues<z.input<S>, z.output<S>> : undefined;
type SentValues<I, O> = {
  [K in keyof I]: unknown extends I[K] ? (K extends keyof NonNullable<O> ? NonNullable<O>[K] : never) : I[K];
};

/** What a caller sends: the path's parameters, the query and the body, each as the schema takes it. */
export type EndpointInput<E extends EndpointDefinition> = Clean<{
  params: AsSent<E['params']>;
  query: AsSent<E['query']>;
  body: E['form'] extends MultipartForm ? FormData : AsSent<E['body']>;
}>;

/** What the server's handler receives once the request passed validation. */
export interface ValidatedInput<E extends EndpointDefinition> {
  params: Output<E['params']>;
  query: Output<E['query']>;
  body: Output<E['body']>;
}

/** The success answer as the client reads it. */
export type EndpointAnswer<E extends EndpointDefinition> = E['status'] extends 202 | 204
  ? undefined
  : Output<E['response']>;

/** The success answer as the handler hands it to the serializer; a 202 or 204 drops what it returns. */
export type HandlerAnswer<E extends EndpointDefinition> = E['status'] extends 202 | 204
  ? unknown
  : Input<E['response']>;

type OptionalKeys<T> = {
  [K in keyof T]: undefined extends T[K] ? K : Partial<T[K]> extends T[K] ? K : never;
}[keyof T];
/** Parts a caller need not send become optional; parts the endpoint has not disappear. */
type Clean<T> = {
  [K in Exclude<keyof T, OptionalKeys<T>>]: T[K];
} & {
  [K in Exclude<OptionalKeys<T>, NeverPresent<T>>]?: T[K];
};
type NeverPresent<T> = { [K in keyof T]: [T[K]] extends [undefined] ? K : never }[keyof T];

export const successStatus = (definition: EndpointDefinition): SuccessStatus => definition.status ?? 200;

/** The path with its parameters filled in, each encoded. */
export function pathOf(definition: EndpointDefinition, params: object | undefined): string {
  return definition.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = (params as Record<string, string | number | undefined> | undefined)?.[name];
    if (value === undefined) throw new Error(`${definition.path} needs :${name}`);
    return encodeURIComponent(value);
  });
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** A query string from an object; empty, null and undefined values are left out. */
export function queryStringOf(query: object | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, QueryValue>)) {
    const values = Array.isArray(value) ? value : [value];
    for (const one of values) {
      if (one !== undefined && one !== null && one !== '') search.append(name, String(one));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The path and query a request for this endpoint goes to. */
export const urlOf = (definition: EndpointDefinition, input: { params?: object; query?: object }): string =>
  pathOf(definition, input.params) + queryStringOf(input.query);

/** A request for an endpoint as it goes on the wire: where, and what body (JSON text or a form). */
export interface WireRequest {
  method: Method;
  /** Path and query, from `/api/`. */
  url: string;
  body?: string | FormData;
  /** The body is JSON (`content-type: application/json`). */
  json: boolean;
}

export function wireRequestOf<E extends EndpointDefinition>(
  definition: E,
  input: EndpointInput<E> | undefined,
): WireRequest {
  const { params, query, body } = (input ?? {}) as { params?: object; query?: object; body?: unknown };
  const url = urlOf(definition, { params, query });
  if (body instanceof FormData) return { method: definition.method, url, body, json: false };
  if (body === undefined) return { method: definition.method, url, json: false };
  return { method: definition.method, url, body: JSON.stringify(body), json: true };
}

/** The arguments after the endpoint: its input, left out when nothing in it is required. */
export type InputArguments<E extends EndpointDefinition, Rest extends unknown[] = []> =
  Partial<EndpointInput<E>> extends EndpointInput<E>
    ? [input?: EndpointInput<E>, ...rest: Partial<Rest>]
    : [input: EndpointInput<E>, ...rest: Partial<Rest>];

/** Every error answer (contract `errorResponse`). */
export interface ErrorAnswer {
  message: string;
  errors?: Record<string, string[]>;
}
