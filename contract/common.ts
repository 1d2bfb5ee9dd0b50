import { z } from 'zod';

/** Every error answer: `message` is the first failure in the request's language; `errors` by field. */
export const errorResponse = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'Error' });

export const languageSchema = z.enum(['ar', 'en']);
export type Language = z.infer<typeof languageSchema>;

const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/g;
/** Digits typed on an Arabic keyboard count as digits. */
export const latinDigits = (value: string) =>
  value.replace(ARABIC_INDIC, (digit) => String((digit.charCodeAt(0) & 0xf) % 10));

export const errorResponses = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  413: errorResponse,
  415: errorResponse,
  422: errorResponse,
  429: errorResponse,
} as const;
