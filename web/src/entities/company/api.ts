import type { Language } from '#contract/common';
import { getCompanyContact } from '#contract/endpoints/company';
import { endpointQuery } from '#web/lib/api/endpoint-queries';

/**
 * How to reach the company (configuration, the same for an hour). The footer of every page shows it:
 * a page the server renders is sent with the answer (`entry-server.tsx`), so the browser asks only for
 * pages it renders alone.
 */
export const companyQuery = (language: Language) => ({
  ...endpointQuery(getCompanyContact, undefined, { language }),
  staleTime: 60 * 60_000,
});
