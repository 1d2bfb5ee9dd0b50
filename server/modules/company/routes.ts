import { getCompanyContact } from '#contract/endpoints/company.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';
import { quickResponseThresholds } from '../leads/index.js';

/**
 * GET /api/website/company: the phone, WhatsApp and email the contact page shows, and the badge rules
 * every page states (the answer comes with every page).
 */
export const companyRoutes = endpointRoutes((deps) => {
  const company = {
    ...deps.config.company,
    quickResponder: quickResponseThresholds(deps.config.quickResponse),
  };
  return [answer(getCompanyContact, () => company)];
});
