import { z } from 'zod';
import { listEnvelope, pagingQuery } from './paging.js';
import { openApiSchemas } from './openapi-registry.js';
import { officeRoles } from './offices.js';

/** The languages an agent can list, as ISO 639-1 codes; the web names them in both languages. */
export const agentLanguages = [
  'ar',
  'en',
  'ur',
  'hi',
  'bn',
  'tl',
  'ml',
  'fa',
  'tr',
  'fr',
  'es',
  'de',
  'ru',
  'zh',
] as const;
export type AgentLanguage = (typeof agentLanguages)[number];

/** An agent's photo and how to reach them, as the website and the back-office show them. */
export const agentContact = {
  imageUrl: z.string().nullable(),
  phoneNumber: z.string(),
  whatsapp: z.string().nullable(),
  email: z.string().nullable(),
  falLicenseNumber: z.string().nullable(),
  languages: z.array(z.enum(agentLanguages)),
};

export const agentItem = z
  .object({
    id: z.number().int(),
    fullName: z.string(),
    ...agentContact,
    propertiesCount: z.number().int(),
  })
  .register(openApiSchemas, { id: 'Agent' });
export type AgentItem = z.infer<typeof agentItem>;

export const agentQuery = pagingQuery();
export const agentList = listEnvelope(agentItem);
export const agentParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * A person of a verified brokerage office (issue 34): an office that is active, whose FAL licence is
 * valid now and whose owner verified their identity through Nafath. No phone number: an office
 * agent's numbers are their ads' own, shown with those ads (ADR 0024).
 */
export const officeAgentItem = z
  .object({
    userId: z.uuid(),
    /** The name Nafath verified, else their profile's. */
    fullName: z.string(),
    role: z.enum(officeRoles),
    identityVerified: z.boolean(),
    office: z.object({ id: z.number().int(), name: z.string(), falNumber: z.string() }),
    /** Their published ads posted for the office. */
    liveAdsCount: z.number().int(),
  })
  .register(openApiSchemas, { id: 'OfficeAgent' });
export type OfficeAgentItem = z.infer<typeof officeAgentItem>;

export const officeAgentQuery = pagingQuery(12).omit({ Query: true });
export const officeAgentList = listEnvelope(officeAgentItem);
