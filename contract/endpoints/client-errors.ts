import { anyone, endpoint } from '../endpoint.js';
import { clientErrorBody } from '../client-errors.js';

export const reportClientError = endpoint({
  method: 'POST',
  path: '/api/website/client-errors',
  access: anyone,
  body: clientErrorBody,
  status: 204,
  tags: ['Client errors'],
  summary: 'Report an error a browser met (logged with the request id, nothing stored)',
  description:
    'The web app sends what went wrong in a browser (message, stack, page); the server writes it ' +
    'to its log with the request id and stores nothing. Rate limited per IP (429).',
});
