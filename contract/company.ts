import { z } from 'zod';
import { responseThresholds } from './leads.js';
import { openApiSchemas } from './openapi-registry.js';

export const SOCIAL_NETWORKS = ['x', 'instagram', 'linkedin', 'snapchat'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/**
 * How to reach the company, and its legal numbers for the footer (configuration: COMPANY_PHONE,
 * COMPANY_WHATSAPP, COMPANY_EMAIL, COMPANY_CR_NUMBER, COMPANY_FAL_LICENSE; null when not set); and
 * the rules the site's badges state, since every page is sent with this answer.
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
    /** The company's profiles that are configured (COMPANY_X_URL, COMPANY_INSTAGRAM_URL…), in this order. */
    social: z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: z.string() })),
    /** What earns an advertiser the "Quick to respond" badge, as the server applies it. */
    quickResponder: responseThresholds,
  })
  .register(openApiSchemas, { id: 'CompanyContact' });
export type CompanyContact = z.infer<typeof companyContact>;
