import { z } from 'zod';
import { writtenText } from '../written-text.js';
import { agentContact, agentLanguages } from '../agents.js';
import { latinDigits, type MultipartForm } from '../common.js';
import { listEnvelope, queryBoolean, sortablePagingQuery } from '../paging.js';
import { openApiSchemas } from '../openapi-registry.js';

export { agentLanguages, type AgentLanguage } from '../agents.js';

export const agentSortOrders = ['newest', 'oldest', 'nameAsc', 'nameDesc', 'adsAsc', 'adsDesc'] as const;
export type AgentSortOrder = (typeof agentSortOrders)[number];

/** `Query` matches part of either name, the phone, WhatsApp or the email. */
export const agentListQuery = sortablePagingQuery(agentSortOrders, {
  IsHidden: queryBoolean,
});
export type AgentListQuery = z.infer<typeof agentListQuery>;

const name = writtenText({ error: 'fieldRequired' }).min(1, 'fieldRequired').max(100, 'fieldTooLong');

/** Empty, null or absent: none. */
const optional = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal('').transform(() => null), z.null(), schema])
    .optional()
    .transform((value) => value ?? null);

/** Checked and turned into E.164 by the server with libphonenumber (Saudi numbers may omit +966). */
const phone = z.string().trim().max(30, 'phoneInvalid');

export const FAL_LICENSE_DIGITS = 10;

export const agentBody = z.object({
  fullNameAr: name,
  fullNameEn: name,
  phoneNumber: z.string({ error: 'phoneRequired' }).trim().min(1, 'phoneRequired').max(30, 'phoneInvalid'),
  whatsapp: optional(phone),
  email: optional(z.string().trim().max(254, 'emailInvalid').pipe(z.email('emailInvalid'))),
  /** The REGA FAL brokerage licence: 10 digits (Arabic-Indic digits are accepted). */
  falLicenseNumber: optional(
    z
      .string()
      .trim()
      .transform(latinDigits)
      .pipe(z.string().regex(new RegExp(`^\\d{${FAL_LICENSE_DIGITS}}$`), 'falLicenseInvalid')),
  ),
  languages: z
    .array(z.enum(agentLanguages, { error: 'choiceInvalid' }), { error: 'fieldInvalid' })
    .max(agentLanguages.length, 'fieldInvalid')
    .default([])
    .transform((languages) => [...new Set(languages)]),
});
export type AgentBody = z.input<typeof agentBody>;
export type AgentBodyParsed = z.infer<typeof agentBody>;

export const dashboardAgent = z
  .object({
    id: z.number().int(),
    fullNameAr: z.string(),
    fullNameEn: z.string(),
    ...agentContact,
    isHidden: z.boolean(),
    /** Every ad that names the agent, whatever its status (deleting the agent waits for zero). */
    propertiesCount: z.number().int(),
    /** The published ones, as the website counts them. */
    publishedCount: z.number().int(),
    createdAt: z.iso.datetime(),
  })
  .register(openApiSchemas, { id: 'DashboardAgent' });
export type DashboardAgent = z.infer<typeof dashboardAgent>;

export const dashboardAgentList = listEnvelope(dashboardAgent);

export const AGENT_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

export const agentPhotoForm: MultipartForm = {
  type: 'object',
  required: ['file'],
  properties: {
    file: { type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, at most 5 MB' },
  },
};
