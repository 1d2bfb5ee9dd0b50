import { companyContact } from '../company.js';
import { anyone, endpoint } from '../endpoint.js';

/** The phone, WhatsApp and email the contact page shows, and the rules the badges state. */
export const getCompanyContact = endpoint({
  method: 'GET',
  path: '/api/website/company',
  access: anyone,
  response: companyContact,
  tags: ['Company'],
  summary: 'How to reach the company',
  description:
    'The phone, WhatsApp number, email, commercial registration and brokerage licence numbers, and ' +
    'the social profiles the contact page and the footer show, as the server is configured; and the ' +
    'thresholds of the "Quick to respond" badge, which the badges\' explanations and /trust state. ' +
    'Every page the server renders comes with this answer.',
});
