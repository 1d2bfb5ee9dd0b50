import { companyQuery } from '#web/entities/company/api';
import { pageLoader } from '#web/lib/api/endpoint-queries';

/** The company answer carries the "Quick to respond" thresholds the badges section states. */
export const trustLoader = pageLoader(({ language, load }) => load(companyQuery(language)));
