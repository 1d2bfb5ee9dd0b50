import { z } from 'zod';

/**
 * What a schema tells the OpenAPI document: its component name (`id`), or a field's description and
 * whether it is deprecated. A type rather than an interface: the transform takes any record.
 */
type OpenApiMeta = {
  id?: string;
  description?: string;
  deprecated?: boolean;
};

/**
 * The named schemas of the OpenAPI document. A registry of our own rather than zod's global one: the
 * server-rendering bundle carries its own copy of the contract, and every copy of zod shares the global
 * registry (on globalThis), so the copies collided there by name and broke /api/docs/json.
 */
export const openApiSchemas = z.registry<OpenApiMeta>();
