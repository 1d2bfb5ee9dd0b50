import { errorResponse } from '#contract/common.js';
import {
  dashboardPropertyIdParams,
  moderatedPropertyEdit,
  moderationDetail,
  moderationList,
  moderationListQuery,
  rejectBody,
  requestChangesBody,
  reviewedVersion,
} from '#contract/dashboard/properties.js';
import { endpoint, staffWith } from '#contract/endpoint.js';

const tags = ['Back-office: properties'];
const conflict = { 409: errorResponse };

export const listModeratedProperties = endpoint({
  method: 'GET',
  path: '/api/dashboard/properties',
  access: staffWith('Properties.ReadList'),
  query: moderationListQuery,
  response: moderationList,
  tags,
  summary: 'Ads in every status, newest first by default; Status=pending is the review queue',
});

export const getModeratedProperty = endpoint({
  method: 'GET',
  path: '/api/dashboard/properties/:id',
  access: staffWith('Properties.Read'),
  params: dashboardPropertyIdParams,
  response: moderationDetail,
  tags,
  summary: 'One ad in any status, with photos, owner and moderation history',
});

export const editModeratedProperty = endpoint({
  method: 'PUT',
  path: '/api/dashboard/properties/:id',
  access: staffWith('Properties.Update'),
  params: dashboardPropertyIdParams,
  body: moderatedPropertyEdit,
  response: moderationDetail,
  otherAnswers: conflict,
  tags,
  summary: "Correct an ad's titles, descriptions, price or agent; the status does not change",
});

export const approveProperty = endpoint({
  method: 'POST',
  path: '/api/dashboard/properties/:id/approve',
  access: staffWith('Properties.Approve'),
  params: dashboardPropertyIdParams,
  body: reviewedVersion,
  status: 204,
  otherAnswers: conflict,
  tags,
  summary:
    'Publish the version of an ad waiting for review that the reviewer saw (409 if it changed since); the owner is notified',
});

export const rejectProperty = endpoint({
  method: 'POST',
  path: '/api/dashboard/properties/:id/reject',
  access: staffWith('Properties.Approve'),
  params: dashboardPropertyIdParams,
  body: rejectBody,
  status: 204,
  otherAnswers: conflict,
  tags,
  summary:
    'Reject the version of an ad waiting for review that the reviewer saw, saying why (409 if it changed since); the owner is notified',
});

export const requestPropertyChanges = endpoint({
  method: 'POST',
  path: '/api/dashboard/properties/:id/request-changes',
  access: staffWith('Properties.Approve'),
  params: dashboardPropertyIdParams,
  body: requestChangesBody,
  status: 204,
  otherAnswers: conflict,
  tags,
  summary:
    "Send the version of an ad waiting for review that the reviewer saw back to its owner with the changes needed (409 if it changed since); the owner is notified, and the owner's next edit sends it back to review",
});

export const featureProperty = endpoint({
  method: 'POST',
  path: '/api/dashboard/properties/:id/feature',
  access: staffWith('Properties.Feature'),
  params: dashboardPropertyIdParams,
  status: 204,
  otherAnswers: conflict,
  tags,
  summary: 'Feature a published ad',
});

export const unfeatureProperty = endpoint({
  method: 'POST',
  path: '/api/dashboard/properties/:id/unfeature',
  access: staffWith('Properties.Feature'),
  params: dashboardPropertyIdParams,
  status: 204,
  otherAnswers: conflict,
  tags,
  summary: 'Stop featuring an ad',
});

export const deleteModeratedProperty = endpoint({
  method: 'DELETE',
  path: '/api/dashboard/properties/:id',
  access: staffWith('Properties.Delete'),
  params: dashboardPropertyIdParams,
  status: 204,
  otherAnswers: conflict,
  tags,
  summary: 'Delete an ad with its photos',
});
