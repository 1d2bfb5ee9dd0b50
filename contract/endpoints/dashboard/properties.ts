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

const tags = ['Back-office: properties'] as const;
const conflict = { 409: errorResponse };

export const listModeratedProperties = endpoint({
  method: 'GET',
  path: '/api/dashboard/properties',
  access: staffWith('Properties.ReadList'),
  query: moderationListQuery,
  response: moderationList,
  tags,
  summary: 'Ads in every status, newest first by default; Status=pending is the review queue',
  description:
    'Every sent ad whatever its status, paged; `Status` (`pending` is the review queue), ' +
    '`Category`, `OwnerId`, `IsFeatured` and words (`Query`) narrow the list.',
});

export const getModeratedProperty = endpoint({
  method: 'GET',
  path: '/api/dashboard/properties/:id',
  access: staffWith('Properties.Read'),
  params: dashboardPropertyIdParams,
  response: moderationDetail,
  tags,
  summary: 'One ad in any status, with photos, owner and moderation history',
  description:
    'The ad with its photos, its owner (their phone only for staff who may read users), its ' +
    'moderation history, what changed since it was last public, and suspected duplicates; `version` is ' +
    'what approve, reject and request-changes send back. 404 for an unknown id.',
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
  description:
    'For corrections (a typo, a wrong price or agent): send at least one of the titles, ' +
    'descriptions, price and agent; the others stay as they are, and so does the status. The change is ' +
    'recorded in the audit log.',
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
  description:
    'Send back the `version` the reviewer saw: 409 when the ad is no longer pending or its owner ' +
    'changed it since. The ad is published, its owner notified, and saved searches it matches alerted. The ' +
    'change is recorded in the audit log.',
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
  description:
    'Send back the `version` the reviewer saw and a reason (3 to 500 characters) the owner reads: ' +
    '409 when the ad is no longer pending or its owner changed it since. The change is recorded in the ' +
    'audit log.',
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
  description:
    'Send back the `version` the reviewer saw and what to change (3 to 500 characters), which the ' +
    'owner reads: 409 when the ad is no longer pending or its owner changed it since. The change is ' +
    'recorded in the audit log.',
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
  description:
    'A featured ad is marked on the website, and the public search can list featured ads only. Only ' +
    'a published ad can be featured (409 otherwise). The change is recorded in the audit log.',
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
  description: 'The ad stays published, only no longer featured. The change is recorded in the audit log.',
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
  description:
    'The ad, its details, favorites and photo files are deleted for good. The change is recorded in ' +
    'the audit log.',
});
