import { z } from 'zod';
import { openApiSchemas } from './openapi-registry.js';

/**
 * How to reach the company, and its legal numbers for the footer (configuration: COMPANY_PHONE,
 * COMPANY_WHATSAPP, COMPANY_EMAIL, COMPANY_CR_NUMBER, COMPANY_FAL_LICENSE; null when not set).
 */
export const companyContact = z
  .object({
    phone: z.string(),
    whatsapp: z.string(),
    email: z.string(),
    /** Commercial registration number (السجل التجاري). */
    crNumber: z.string().nullable(),
    /** REGA brokerage licence (رخصة فال). */
    falLicense: z.string().nullable(),
  })
  .register(openApiSchemas, { id: 'CompanyContact' });
export type CompanyContact = z.infer<typeof companyContact>;
