import { anyone, endpoint } from '../endpoint.js';
import { reportBody, reportReceipt } from '../reports.js';

export const reportItem = endpoint({
  method: 'POST',
  path: '/api/website/reports',
  access: anyone,
  body: reportBody,
  response: reportReceipt,
  tags: ['Reports'],
  summary: 'Report an ad or a review (anyone) or a message one received (its receiver), with a reason',
  description:
    'Signed in or not; rate limited per IP and per person. Reporting the same item again updates the report. ' +
    'An owner cannot report their own ad. `other` needs a note. Several independent reports of an ad within ' +
    'the window send it back to review until staff decide.',
});
