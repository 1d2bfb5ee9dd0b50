import { z } from 'zod';
import { openApiSchemas } from './openapi-registry.js';

/** How to reach the company (configuration: COMPANY_PHONE, COMPANY_WHATSAPP, COMPANY_EMAIL). */
export const companyContact = z
  .object({ phone: z.string(), whatsapp: z.string(), email: z.string() })
  .register(openApiSchemas, { id: 'CompanyContact' });
export type CompanyContact = z.infer<typeof companyContact>;
