import { z } from 'zod';
import { openApiSchemas } from './openapi-registry.js';

/** Every error answer: `message` is the first failure in the request's language; `errors` by field. */
export const errorResponse = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .register(openApiSchemas, { id: 'Error' });

export const languageSchema = z.enum(['ar', 'en']);
export type Language = z.infer<typeof languageSchema>;

export { latinDigits } from './digits.js';

export const errorResponses = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  413: errorResponse,
  415: errorResponse,
  422: errorResponse,
  429: errorResponse,
  503: errorResponse,
} as const;

/**
 * A multipart/form-data body as the OpenAPI document shows it. Upload routes read their parts as a
 * stream (the size and type checks need the bytes), so this describes the form and validates nothing.
 */
export interface MultipartForm {
  type: 'object';
  required: string[];
  properties: Record<string, { type: string; format?: string; items?: object; description?: string }>;
}

const binary = (description: string) => ({ type: 'string', format: 'binary', description });

export const profileImageForm: MultipartForm = {
  type: 'object',
  required: ['file'],
  properties: { file: binary('JPEG, PNG or WebP, at most 5 MB') },
};

export const officeLogoForm: MultipartForm = {
  type: 'object',
  required: ['file'],
  properties: { file: binary('JPEG, PNG or WebP, at most 2 MB') },
};

export const propertyMediaForm: MultipartForm = {
  type: 'object',
  required: ['propertyId', 'files'],
  properties: {
    propertyId: { type: 'integer', description: 'one of your ads; send it before the files' },
    files: {
      type: 'array',
      items: binary('JPEG, PNG or WebP, at most 10 MB'),
      description: 'one or more photos; at most 20 per ad',
    },
  },
};
