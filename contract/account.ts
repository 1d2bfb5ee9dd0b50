import { z } from 'zod';
import { writtenText } from './written-text.js';
import { languageSchema, latinDigits } from './common.js';
import { openApiSchemas } from './openapi-registry.js';
import { proofOfWork } from './proof-of-work.js';

const requiredString = (requiredKey: string, invalidKey: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? requiredKey : invalidKey) });

export const registerBody = z.object({
  phoneNumber: requiredString('phoneRequired', 'phoneInvalid')
    .trim()
    .min(1, 'phoneRequired')
    .max(32, 'phoneInvalid'),
  dialCode: requiredString('dialCodeRequired', 'dialCodeInvalid')
    .trim()
    .min(1, 'dialCodeRequired')
    .regex(/^\+?\d{1,4}$/, 'dialCodeInvalid'),
  /**
   * A solved proof-of-work challenge, needed only when `register` answered 428 (docs/decisions/0026):
   * the challenge from that answer with its solution.
   */
  pow: proofOfWork.optional(),
});
export const registerResponse = z.object({ guid: z.uuid() });

export const verifyCodeBody = z.object({
  code: requiredString('codeRequired', 'codeLength')
    .trim()
    .min(1, 'codeRequired')
    .transform(latinDigits)
    .pipe(z.string().regex(/^\d{5}$/, 'codeLength')),
  id: z.uuid({ error: (issue) => (issue.input === undefined ? 'fieldRequired' : 'codeNoLongerValid') }),
  deviceId: z.string().max(200).optional(),
  fcmToken: z.string().max(4000).optional(),
  /**
   * The terms and privacy policy version the person accepts (TERMS_VERSION). Required, as that
   * version, for a new account and for a user who accepted an older one; otherwise 422 with
   * `termsConsentRequired` on this field, and the code stays usable.
   */
  acceptedTermsVersion: z.string().max(20).optional(),
});

export const tokenPair = z.object({ token: z.string(), refreshToken: z.string() });

const presentedRefreshToken = z.string({ error: 'fieldRequired' }).min(1, 'fieldRequired').max(200);

/**
 * `POST refresh-token` takes the token in the body; either part may be left out, and the route
 * answers 422 on `refreshToken` when neither carries it.
 */
export const refreshTokenBody = z.object({ refreshToken: presentedRefreshToken.optional() }).nullish();

/**
 * The query form api.md first described (`refresh-token?refreshToken=`): a URL travels through proxy
 * and browser logs, so it is deprecated, kept working for one release, and logged when used.
 */
export const refreshTokenQuery = z.object({
  refreshToken: presentedRefreshToken.optional().register(openApiSchemas, {
    deprecated: true,
    description: 'Deprecated: send `{ refreshToken }` in the body.',
  }),
});

export const logoutBody = z.object({ refreshToken: presentedRefreshToken });

export const profileParams = z.object({ id: z.string().max(100) });

export const profile = z
  .object({
    id: z.uuid(),
    phoneNumber: z.string(),
    dialCode: z.string(),
    fullName: z.string().nullable(),
    email: z.string().nullable(),
    /** Whether the owner opened the link sent to `email`; nothing else is mailed there until then. */
    emailVerified: z.boolean(),
    whatsapp: z.string().nullable(),
    imageUrl: z.string().nullable(),
    preferredLanguage: languageSchema,
    createdAt: z.iso.datetime(),
  })
  .register(openApiSchemas, { id: 'Profile' });
export type Profile = z.infer<typeof profile>;

/** An empty string clears a field; `null` does too. */
const clearable = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal('').transform(() => null), z.null(), schema]).optional();

export const updateProfileBody = z.object({
  fullName: clearable(writtenText().min(1).max(100)),
  email: clearable(z.string().trim().max(254).pipe(z.email('emailInvalid'))),
  whatsapp: clearable(writtenText().max(32)),
  preferredLanguage: languageSchema.optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

export const uploadImageResponse = z.object({ imageUrl: z.string() });

export const emailVerificationSent = z.object({
  /** How long the link works. */
  validHours: z.number().int().positive(),
});

/** A verification link's parameters, as its page read them from the address bar. */
export const verifyEmailBody = z.object({
  user: z.uuid({ error: 'emailLinkInvalid' }),
  at: z.number({ error: 'emailLinkInvalid' }).int('emailLinkInvalid').positive('emailLinkInvalid'),
  token: z.string({ error: 'emailLinkInvalid' }).min(1, 'emailLinkInvalid').max(200, 'emailLinkInvalid'),
});
export const emailVerified = z.object({ verified: z.literal(true) });
