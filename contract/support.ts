import { z } from 'zod';
import { writtenText } from './written-text.js';
import { latinDigits } from './common.js';

const text = (min: number, max: number, requiredKey: string) =>
  writtenText({ error: requiredKey })
    .min(1, { error: requiredKey, abort: true })
    .min(min, 'fieldTooShort')
    .max(max, 'fieldTooLong');

/** The contact-us form (api.md "Support"): anyone may write, signed in or not. */
export const supportBody = z.object({
  fullName: text(1, 100, 'fullNameRequired'),
  phoneNumber: z
    .string({ error: 'phoneRequired' })
    .trim()
    .min(1, 'phoneRequired')
    .transform(latinDigits)
    .pipe(z.string().regex(/^\+?[\d\s-]{7,20}$/, 'phoneInvalid')),
  email: z
    .union([
      z.literal('').transform(() => undefined),
      z.string().trim().max(254).pipe(z.email('emailInvalid')),
    ])
    .optional(),
  subject: z
    .union([z.literal('').transform(() => undefined), writtenText().max(150, 'fieldTooLong')])
    .optional(),
  message: text(10, 2000, 'messageRequired'),
});
export type SupportBody = z.infer<typeof supportBody>;

export const supportCreated = z.object({ id: z.number().int() });
