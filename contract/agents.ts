import { z } from 'zod';
import { listEnvelope, pagingQuery } from './paging.js';
import { openApiSchemas } from './openapi-registry.js';

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
