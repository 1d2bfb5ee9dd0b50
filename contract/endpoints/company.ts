import { companyContact } from '../company.js';
import { anyone, endpoint } from '../endpoint.js';

/** The phone, WhatsApp and email the contact page shows. */
export const getCompanyContact = endpoint({
  method: 'GET',
  path: '/api/website/company',
  access: anyone,
  response: companyContact,
  tags: ['Company'],
  summary: 'How to reach the company',
  description:
    'The phone, WhatsApp number, email, commercial registration and brokerage licence numbers, and ' +
    'the social profiles the contact page and the footer show, as the server is configured.',
});
