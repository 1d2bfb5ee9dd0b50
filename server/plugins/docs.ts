import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { openApiSchemas } from '#contract/openapi-registry.js';

const jsonSchemaTransform = createJsonSchemaTransform({ schemaRegistry: openApiSchemas });
const jsonSchemaTransformObject = createJsonSchemaTransformObject({ schemaRegistry: openApiSchemas });

interface Operation {
  parameters?: { deprecated?: boolean; schema?: { deprecated?: boolean } }[];
}

/**
 * A query or path parameter whose schema says `deprecated` is deprecated itself: Swagger's converter
 * leaves the mark on the schema, where OpenAPI readers do not look for it.
 */
function markDeprecatedParameters<T>(document: T): T {
  const paths = (document as { paths?: Record<string, Record<string, Operation>> }).paths ?? {};
  for (const operation of Object.values(paths).flatMap((item) => Object.values(item))) {
    for (const parameter of operation.parameters ?? []) {
      if (parameter.schema?.deprecated) parameter.deprecated = true;
    }
  }
  return document;
}

/** OpenAPI generated from the same zod schemas that validate: /api/docs and /api/docs/json. */
export const docs = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Manzil API',
        description: 'Arabic-first property listings. Send `Accept-Language: ar|en` for localized messages.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
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
      return {
        ...transformed,
        schema: {
          ...transformed.schema,
          ...(form ? { body: form } : {}),
          // Back-office routes: the permission they demand, and the token that opens them.
          ...(permission ? { 'x-permission': permission } : {}),
          ...(permission && permission !== 'public' ? { security: [{ dashboardAuth: [] }] } : {}),
        },
      };
    },
    transformObject: (input) => markDeprecatedParameters(jsonSchemaTransformObject(input)),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
