import { anyone, endpoint } from '../endpoint.js';
import { supportBody, supportCreated } from '../support.js';

export const sendSupportMessage = endpoint({
  method: 'POST',
  path: '/api/website/support/send',
  access: anyone,
  body: supportBody,
  status: 201,
  response: supportCreated,
  tags: ['Support'],
  summary: 'Send a message to the company (contact us)',
  description:
    'Anyone, signed in or not. The message goes to the back-office’s support inbox, where staff handle it. ' +
    'Rate limited per IP (429).',
});
