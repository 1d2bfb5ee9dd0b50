import { z } from 'zod';
import { listEnvelope, pagingQuery } from './paging.js';
import { openApiSchemas } from './openapi-registry.js';

export const agentItem = z
  .object({
    id: z.number().int(),
    fullName: z.string(),
    imageUrl: z.string().nullable(),
    phoneNumber: z.string(),
    whatsapp: z.string().nullable(),
    email: z.string().nullable(),
    falLicenseNumber: z.string().nullable(),
    languages: z.array(z.string()),
    propertiesCount: z.number().int(),
  })
  .register(openApiSchemas, { id: 'Agent' });
export type AgentItem = z.infer<typeof agentItem>;

export const agentQuery = pagingQuery();
export const agentList = listEnvelope(agentItem);
export const agentParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
