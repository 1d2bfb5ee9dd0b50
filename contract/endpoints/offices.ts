import { errorResponse, officeLogoForm } from '../common.js';
import { anyone, endpoint, ownerOf, signedIn } from '../endpoint.js';
import {
  createOfficeBody,
  handOverBody,
  invitationParams,
  invitationPreview,
  invitationToken,
  inviteMemberBody,
  memberParams,
  memberRoleBody,
  myOffice,
  officeIdParams,
  officeInvitation,
  officeInvitationList,
  publicOffice,
} from '../offices.js';
import { officeReviewList, officeReviewsQuery } from '../reviews.js';

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

const OFFICE = `${PATH}/:id`;

export const inviteMember = endpoint({
  method: 'POST',
  path: `${OFFICE}/invitations`,
  access: ownerOf('office'),
  params: officeIdParams,
  body: inviteMemberBody,
  status: 201,
  response: officeInvitation,
  tags,
  summary: 'Invite a mobile number to the office as an agent or a manager; the link goes by SMS',
  description:
    'Owners invite managers and agents, managers agents (403 otherwise; 404 for people of other ' +
    'offices). The link is good for seven days and for that number only. A 409 when that person ' +
    'already belongs to the office; a 429 past the invitations an office may send in a day.',
});

export const listInvitations = endpoint({
  method: 'GET',
  path: `${OFFICE}/invitations`,
  access: ownerOf('office'),
  params: officeIdParams,
  response: officeInvitationList,
  tags,
  summary: "The office's invitations, newest first",
  description: 'For the owner and managers; numbers are masked.',
});

export const revokeInvitation = endpoint({
  method: 'DELETE',
  path: `${OFFICE}/invitations/:invitationId`,
  access: ownerOf('office'),
  params: invitationParams,
  status: 204,
  tags,
  summary: 'Withdraw an invitation not yet accepted',
  description: 'For the owner and managers. Its link stops working at once.',
});

export const getInvitation = endpoint({
  method: 'GET',
  path: `${PATH}/invitations/preview`,
  access: signedIn,
  query: invitationToken,
  response: invitationPreview,
  tags,
  summary: 'What an invitation link offers, for the invited person',
  description:
    'Only for the number invited (403 for any other account); a link withdrawn, used or past its ' +
    'seven days is a 422 naming why.',
});

export const acceptInvitation = endpoint({
  method: 'POST',
  path: `${PATH}/invitations/accept`,
  access: signedIn,
  body: invitationToken,
  response: myOffice,
  tags,
  otherAnswers: { 409: errorResponse },
  summary: 'Join the office an invitation names, with its role',
  description:
    'Only the number invited; a 409 when the caller already belongs to an office. Answers the caller’s ' +
    'office and role.',
});

export const changeMemberRole = endpoint({
  method: 'PATCH',
  path: `${OFFICE}/members/:userId`,
  access: ownerOf('office'),
  params: memberParams,
  body: memberRoleBody,
  response: publicOffice,
  tags,
  summary: 'Make a member a manager or an agent',
  description: 'The owner only; the owner’s own role does not change.',
});

export const removeMember = endpoint({
  method: 'DELETE',
  path: `${OFFICE}/members/:userId`,
  access: ownerOf('office'),
  params: memberParams,
  status: 204,
  tags,
  summary: 'Remove a member, or leave the office (the caller’s own id)',
  description:
    'Owners remove managers and agents, managers agents; managers and agents may leave. The owner ' +
    'cannot leave or be removed (409): they hand the office over to a manager first, then leave as one.',
});

export const handOverOffice = endpoint({
  method: 'POST',
  path: `${OFFICE}/owner`,
  access: ownerOf('office'),
  params: officeIdParams,
  body: handOverBody,
  response: publicOffice,
  tags,
  summary: 'Hand the office over to one of its managers; the owner becomes a manager',
  description:
    'The owner only (403 for managers and agents, 404 outside the office). The new owner must be a ' +
    'manager of the office with a Nafath-verified identity (422 on `userId` otherwise). Once a ' +
    'manager, the former owner may leave.',
});

export const uploadOfficeLogo = endpoint({
  method: 'POST',
  path: `${OFFICE}/logo`,
  access: ownerOf('office'),
  params: officeIdParams,
  form: officeLogoForm,
  response: publicOffice,
  tags,
  summary: 'Upload the office logo (multipart field "file", JPEG/PNG/WebP, at most 2 MB)',
  description:
    'The owner and managers. Stored as a WebP without its metadata, at most 512 px a side, replacing ' +
    'the previous logo. A file that is no photo is a 415 or 422, one too large a 413.',
});

export const removeOfficeLogo = endpoint({
  method: 'DELETE',
  path: `${OFFICE}/logo`,
  access: ownerOf('office'),
  params: officeIdParams,
  status: 204,
  tags,
  summary: 'Remove the office logo',
  description: 'The owner and managers; harmless when the office has none.',
});

export const listOfficeReviews = endpoint({
  method: 'GET',
  path: `${OFFICE}/reviews`,
  access: anyone,
  params: officeIdParams,
  query: officeReviewsQuery,
  response: officeReviewList,
  tags,
  summary: "The reviews of a brokerage office's ads, newest first, with their average and count",
  description:
    'The visible reviews written about the ads posted for the office (a reviewer dealt with the office ' +
    'about that ad), each naming its ad; `totalDataCount` is their count and `average` their average ' +
    'rating (null without reviews). An unknown office, or one waiting for review, is a 404.',
});
