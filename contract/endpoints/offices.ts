import { errorResponse } from '../common.js';
import { anyone, endpoint, signedIn } from '../endpoint.js';
import { createOfficeBody, myOffice, officeIdParams, publicOffice } from '../offices.js';

const tags = ['Offices'] as const;
const PATH = '/api/website/offices';

export const createOffice = endpoint({
  method: 'POST',
  path: PATH,
  access: signedIn,
  body: createOfficeBody,
  status: 201,
  response: publicOffice,
  tags,
  otherAnswers: { 409: errorResponse },
  summary: 'Open a brokerage office with a FAL licence; the caller becomes its owner',
  description:
    'Needs a Nafath-verified identity (403 otherwise). The FAL licence is asked of the authority: it ' +
    'must be valid and held by the caller (422 on `falNumber` naming the answer), or held by an ' +
    'establishment, in which case the office waits for staff review. A 409 when the caller already ' +
    'belongs to an office or another office holds the licence; a 503 when the authority cannot answer.',
});

export const getMyOffice = endpoint({
  method: 'GET',
  path: `${PATH}/mine`,
  access: signedIn,
  response: myOffice,
  tags,
  summary: "The caller's office and role, if any",
  description: 'The office the caller belongs to (one at most) and their role in it; nulls otherwise.',
});

export const getOffice = endpoint({
  method: 'GET',
  path: `${PATH}/:id`,
  access: anyone,
  params: officeIdParams,
  response: publicOffice,
  tags,
  summary: 'A brokerage office: its names, FAL licence and members',
  description: 'Anyone may read an office that is active or suspended; one waiting for review is a 404.',
});
