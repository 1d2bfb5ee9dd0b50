import { z } from 'zod';
import { CLIENT_ERROR_LIMITS } from './limits.js';

export const clientErrorKinds = ['render', 'unhandled', 'chunk'] as const;
export type ClientErrorKind = (typeof clientErrorKinds)[number];

/** A path on this site (`/search`), never a whole URL; a query or fragment is dropped. */
const pagePath = z
  .string({ error: 'fieldRequired' })
  .trim()
  .min(1, { error: 'fieldRequired', abort: true })
  .max(CLIENT_ERROR_LIMITS.path, 'fieldTooLong')
  .regex(/^\/(?!\/)\S*$/, 'fieldInvalid')
  .transform((path) => path.replace(/[?#].*$/, ''));

export const clientErrorBody = z.object({
  message: z
    .string({ error: 'messageRequired' })
    .trim()
    .min(1, { error: 'messageRequired', abort: true })
    .max(CLIENT_ERROR_LIMITS.message, 'fieldTooLong'),
  stack: z.string().max(CLIENT_ERROR_LIMITS.stack, 'fieldTooLong').optional(),
  path: pagePath,
  kind: z.enum(clientErrorKinds, { error: 'choiceInvalid' }).optional(),
});
export type ClientErrorBody = z.infer<typeof clientErrorBody>;
