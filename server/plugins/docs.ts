import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { successStatus, type Access, type EndpointDefinition } from '#contract/endpoint.js';
import { openApiSchemas } from '#contract/openapi-registry.js';
import { apiTags } from '#contract/openapi-tags.js';
import { operationIdOf } from '#contract/operation-ids.js';

const jsonSchemaTransform = createJsonSchemaTransform({ schemaRegistry: openApiSchemas });
const jsonSchemaTransformObject = createJsonSchemaTransformObject({ schemaRegistry: openApiSchemas });

export interface DocsOptions {
  /** Where the site answers (PUBLIC_URL): the document's server. */
  publicUrl: string;
  /** Who answers questions about the API (COMPANY_EMAIL). */
  contactEmail: string;
}

interface Operation {
  parameters?: { deprecated?: boolean; schema?: { deprecated?: boolean } }[];
}

type Paths = Record<string, Record<string, Operation>>;

/**
 * A query or path parameter whose schema says `deprecated` is deprecated itself: Swagger's converter
 * leaves the mark on the schema, where OpenAPI readers do not look for it.
 */
function markDeprecatedParameters<T>(document: T): T {
  const paths = (document as { paths?: Paths }).paths ?? {};
  for (const operation of Object.values(paths).flatMap((item) => Object.values(item))) {
    for (const parameter of operation.parameters ?? []) {
      if (parameter.schema?.deprecated) parameter.deprecated = true;
    }
  }
  return document;
}

const SCHEMA_REF = /"#\/components\/schemas\/([^"]+)"/g;
const refsIn = (value: unknown) =>
  Array.from(JSON.stringify(value).matchAll(SCHEMA_REF), (match) => match[1] ?? '');

/**
 * Only the named schemas some operation reaches, directly or through another schema. Every schema the
 * contract names (`openApiSchemas`) becomes a component, also those only parts of the server and the
 * web app read (share cards, server-rendered pages): a client generator would make types of them, and
 * Spectral calls them unused.
 */
function dropUnusedSchemas<T>(document: T): T {
  const { paths, components } = document as { paths?: unknown; components?: { schemas?: object } };
  const schemas = components?.schemas as Record<string, unknown> | undefined;
  if (!schemas) return document;
  const used = new Set<string>();
  const waiting = refsIn(paths);
  for (let name = waiting.pop(); name !== undefined; name = waiting.pop()) {
    if (used.has(name)) continue;
    used.add(name);
    waiting.push(...refsIn(schemas[name]));
  }
  for (const name of Object.keys(schemas)) {
    if (!used.has(name)) Reflect.deleteProperty(schemas, name);
  }
  return document;
}

/** Who may call an endpoint, in words, from its `access`: written once, in the contract. */
function accessNote(access: Access): string {
  switch (access.kind) {
    case 'public':
      return 'Anyone may call it, without a token.';
    case 'user':
      return 'A signed-in user may call it (`bearerAuth`), about what is their own.';
    case 'owner':
      return `Only the signed-in owner of the ${access.owns} the request names may act on it (\`bearerAuth\`).`;
    case 'staff':
      return `Back-office staff whose role holds \`${access.permission}\` may call it (\`dashboardAuth\`).`;
  }
}

/**
 * The success answer of an endpoint that answers other than JSON (the event stream), which the route
 * declares no schema for: its status and content types, so the document says what a success is.
 */
function otherSuccess(endpoint: EndpointDefinition, response: unknown): object {
  if (!endpoint.produces) return {};
  const content = Object.fromEntries(endpoint.produces.map((type) => [type, { schema: { type: 'string' } }]));
  return {
    response: {
      ...(response as object | undefined),
      [successStatus(endpoint)]: { description: endpoint.summary, content },
    },
  };
}

/** OpenAPI generated from the same zod schemas that validate: /api/docs and /api/docs/json. */
export const docs = fp<DocsOptions>(async (app: FastifyInstance, { publicUrl, contactEmail }) => {
  const site = publicUrl.replace(/\/+$/, '');
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Manzil API',
        description:
          'Arabic-first property listings. Send `Accept-Language: ar|en` for localized messages. ' +
          '`/api/website` serves the website and apps (sign in by SMS code for a `bearerAuth` token); ' +
          '`/api/dashboard` serves the back-office (sign in by email and password for a `dashboardAuth` ' +
          'token). Errors answer `{ message, errors? }`, `errors` naming the fields at fault.',
        version: '1.0.0',
        contact: { name: 'Manzil', email: contactEmail, url: site },
      },
      servers: [{ url: site, description: 'This server (PUBLIC_URL)' }],
      tags: Object.entries(apiTags).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              'The website token from POST /api/website/account/verifycode, renewed with ' +
              'POST /api/website/account/refresh-token; opens the signed-in /api/website endpoints.',
          },
          dashboardAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              'The back-office token from POST /api/dashboard/auth/login; opens /api/dashboard only.',
          },
        },
      },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const form = input.route.config?.multipartForm;
      const permission = input.route.config?.permission;
      const endpoint = input.route.config?.endpoint;
      const operationId = endpoint && operationIdOf(endpoint);
      return {
        ...transformed,
        schema: {
          ...transformed.schema,
          ...(operationId ? { operationId } : {}),
          ...(endpoint ? { description: `${endpoint.description}\n\n${accessNote(endpoint.access)}` } : {}),
          ...(endpoint ? otherSuccess(endpoint, transformed.schema.response) : {}),
          ...(form ? { body: form } : {}),
          // Back-office routes: the permission they demand, and the token that opens them.
          ...(permission ? { 'x-permission': permission } : {}),
          ...(permission && permission !== 'public' ? { security: [{ dashboardAuth: [] }] } : {}),
        },
      };
    },
    transformObject: (input) => dropUnusedSchemas(markDeprecatedParameters(jsonSchemaTransformObject(input))),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
