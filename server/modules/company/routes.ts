import { getCompanyContact } from '#contract/endpoints/company.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';

/** GET /api/website/company: the phone, WhatsApp and email the contact page shows. */
export const companyRoutes = endpointRoutes((deps) => [answer(getCompanyContact, () => deps.config.company)]);
