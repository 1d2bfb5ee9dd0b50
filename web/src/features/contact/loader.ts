import { pageLoader } from '#web/lib/api/endpoint-queries';
import { companyQuery } from '#web/entities/company/api';

/** The company's phone, WhatsApp and email beside the form. */
export const contactLoader = pageLoader(({ language, load }) => load(companyQuery(language)));
