import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  RouteShorthandOptions,
} from 'fastify';
import { z } from 'zod';
import { errorResponses } from '#contract/common.js';
import {
  BACK_OFFICE_API,
  successStatus,
  type EndpointDefinition,
  type HandlerAnswer,
  type ValidatedInput,
} from '#contract/endpoint.js';
import type { AppDeps } from '../deps.js';
import { optionalUser, requireUser } from './auth/authenticate.js';

/** The request a handler receives: params, query and body as the endpoint's schemas gave them. */
export type EndpointRequest<E extends EndpointDefinition> = FastifyRequest<{
  Params: ValidatedInput<E>['params'];
  Querystring: ValidatedInput<E>['query'];
  Body: ValidatedInput<E>['body'];
}>;

type Handler<E extends EndpointDefinition> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Answered<E> | Promise<Answered<E>>;
/** A handler that sent its own answer (a stream, another status) returns the reply. */
type Answered<E extends EndpointDefinition> = HandlerAnswer<E> | FastifyReply;

/** What the server adds to an endpoint: nothing about who may call it, only how it runs here. */
export interface RouteExtras {
  /** A public endpoint that answers more to a signed-in caller (a bad token is still a 401). */
  identifiesCaller?: boolean;
  /** The per-route rate limit (plugins/security.ts), or false for none. */
  rateLimit?: NonNullable<RouteShorthandOptions['config']>['rateLimit'];
  /** Compression would hold server-sent events back until a buffer fills. */
  compress?: false;
  /** A write no reader sees (a beacon): the list cache and read-your-writes leave it alone. */
  changesNoReads?: true;
}

export interface Answering {
  readonly endpoint: EndpointDefinition;
  readonly handler: (request: FastifyRequest, reply: FastifyReply) => unknown;
  readonly extras: RouteExtras;
}

/** Which use case answers an endpoint. */
export function answer<const E extends EndpointDefinition>(
  endpoint: E,
  handler: Handler<E>,
  extras: RouteExtras = {},
): Answering {
  return { endpoint, handler: handler as Answering['handler'], extras };
}

/** A plugin mounting the endpoints a module answers, under the prefix it is registered with. */
export function endpointRoutes<Options extends object = object>(
  answers: (deps: AppDeps, options: Options) => readonly Answering[],
): FastifyPluginAsync<Options> {
  return async (app, options) => {
    for (const answering of answers(app.deps, options)) mountEndpoint(app, answering);
  };
}

/** The back-office guard reads `permission`; the website's access check reads `access` and `owns`. */
function accessConfig({ access, path, method }: EndpointDefinition): FastifyContextConfig {
  const backOffice = path.startsWith(`${BACK_OFFICE_API}/`);
  const misplaced = () => new Error(`${method} ${path}: ${access.kind} access is not for this API`);
  switch (access.kind) {
    case 'public':
      return backOffice ? { permission: 'public' } : { access: 'public' };
    case 'staff':
      if (!backOffice) throw misplaced();
      return { permission: access.permission };
    case 'user':
    case 'owner':
      if (backOffice) throw misplaced();
      return { access: access.kind, ...(access.kind === 'owner' ? { owns: access.owns } : {}) };
  }
}

function errorAnswersOf({ errorAnswers }: EndpointDefinition) {
  if (!errorAnswers) return errorResponses;
  return Object.fromEntries(errorAnswers.map((status) => [status, errorResponses[status]]));
}

function mountEndpoint(app: FastifyInstance, { endpoint, handler, extras }: Answering): void {
  if (!endpoint.path.startsWith(`${app.prefix}/`) && endpoint.path !== app.prefix) {
    throw new Error(`${endpoint.method} ${endpoint.path} is mounted under ${app.prefix}`);
  }
  const { access } = endpoint;
  const status = successStatus(endpoint);
  const signedIn = access.kind === 'user' || access.kind === 'owner';
  const preHandler = signedIn ? requireUser : extras.identifiesCaller ? optionalUser : undefined;
  app.route({
    method: endpoint.method,
    url: endpoint.path.slice(app.prefix.length),
    ...(preHandler ? { preHandler } : {}),
    ...(extras.compress === false ? { compress: false } : {}),
    config: {
      endpoint,
      ...accessConfig(endpoint),
      ...(endpoint.form ? { multipartForm: endpoint.form } : {}),
      ...(extras.rateLimit !== undefined ? { rateLimit: extras.rateLimit } : {}),
      ...(extras.changesNoReads ? { changesNoReads: true as const } : {}),
    },
    schema: {
      tags: [...endpoint.tags],
      ...(endpoint.summary ? { summary: endpoint.summary } : {}),
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(signedIn ? { security: [{ bearerAuth: [] }] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.form ? { consumes: ['multipart/form-data'] } : {}),
      ...(endpoint.produces ? { produces: [...endpoint.produces] } : {}),
      response: {
        ...(endpoint.produces ? {} : { [status]: endpoint.response ?? z.null() }),
        ...errorAnswersOf(endpoint),
        ...endpoint.otherAnswers,
      },
    },
    handler: async (request, reply: FastifyReply) => {
      const answered = await handler(request, reply);
      // A reply is thenable: awaiting the handler that returned it waits for the answer it sent.
      if (answered === reply || reply.sent || reply.raw.headersSent) return reply;
      return reply.status(status).send(status === 202 || status === 204 ? null : answered);
    },
  });
}

/** Every route under this plugin (the API) is mounted from a contract endpoint, or the server stops. */
export function requireEndpoints(api: FastifyInstance): void {
  api.addHook('onRoute', (route) => {
    if (route.config?.endpoint === undefined) {
      throw new Error(
        `${[route.method].flat().join(',')} ${route.url} is not mounted from a contract endpoint`,
      );
    }
  });
}
