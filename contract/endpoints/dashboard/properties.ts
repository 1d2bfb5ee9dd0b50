import { backOfficeResource } from '#contract/back-office-resource.js';
import {
  moderatedPropertyEdit,
  moderationDetail,
  moderationList,
  moderationListQuery,
  rejectBody,
  requestChangesBody,
  reviewedVersion,
} from '#contract/dashboard/properties.js';
import { idParams } from '#contract/id-params.js';

const properties = backOfficeResource({
  permissions: 'Properties',
  path: '/api/dashboard/properties',
  tags: ['Back-office: properties'],
  idParams,
  writesMayConflict: true,
});

export const listModeratedProperties = properties.list({
  query: moderationListQuery,
  response: moderationList,
  summary: 'Ads in every status, newest first by default; Status=pending is the review queue',
  description:
    'Every sent ad whatever its status, paged; `Status` (`pending` is the review queue), ' +
    '`Category`, `OwnerId`, `IsFeatured` and words (`Query`) narrow the list.',
});

export const getModeratedProperty = properties.get({
  response: moderationDetail,
  summary: 'One ad in any status, with photos, owner and moderation history',
  description:
    'The ad with its photos, its owner (their phone only for staff who may read users), its ' +
    'moderation history, what changed since it was last public, and suspected duplicates; `version` is ' +
    'what approve, reject and request-changes send back. 404 for an unknown id.',
});

export const editModeratedProperty = properties.update({
  body: moderatedPropertyEdit,
  response: moderationDetail,
  summary: "Correct an ad's titles, descriptions, price or agent; the status does not change",
  description:
    'For corrections (a typo, a wrong price or agent): send at least one of the titles, ' +
    'descriptions, price and agent; the others stay as they are, and so does the status. The change is ' +
    'recorded in the audit log.',
});

export const approveProperty = properties.aboutOne('POST', 'approve', 'Approve', {
  body: reviewedVersion,
  status: 204,
  summary:
    'Publish the version of an ad waiting for review that the reviewer saw (409 if it changed since); the owner is notified',
  description:
    'Send back the `version` the reviewer saw: 409 when the ad is no longer pending or its owner ' +
    'changed it since. The ad is published, its owner notified, and saved searches it matches alerted. The ' +
    'change is recorded in the audit log.',
});

export const rejectProperty = properties.aboutOne('POST', 'reject', 'Approve', {
  body: rejectBody,
  status: 204,
  summary:
    'Reject the version of an ad waiting for review that the reviewer saw, saying why (409 if it changed since); the owner is notified',
  description:
    'Send back the `version` the reviewer saw and a reason (3 to 500 characters) the owner reads: ' +
    '409 when the ad is no longer pending or its owner changed it since. The change is recorded in the ' +
    'audit log.',
});

export const requestPropertyChanges = properties.aboutOne('POST', 'request-changes', 'Approve', {
  body: requestChangesBody,
  status: 204,
  summary:
    "Send the version of an ad waiting for review that the reviewer saw back to its owner with the changes needed (409 if it changed since); the owner is notified, and the owner's next edit sends it back to review",
  description:
    'Send back the `version` the reviewer saw and what to change (3 to 500 characters), which the ' +
    'owner reads: 409 when the ad is no longer pending or its owner changed it since. The change is ' +
    'recorded in the audit log.',
});

export const featureProperty = properties.aboutOne('POST', 'feature', 'Feature', {
  status: 204,
  summary: 'Feature a published ad',
  description:
    'A featured ad is marked on the website, and the public search can list featured ads only. Only ' +
    'a published ad can be featured (409 otherwise). The change is recorded in the audit log.',
});

export const unfeatureProperty = properties.aboutOne('POST', 'unfeature', 'Feature', {
  status: 204,
  summary: 'Stop featuring an ad',
  description: 'The ad stays published, only no longer featured. The change is recorded in the audit log.',
});

export const deleteModeratedProperty = properties.delete({
  summary: 'Delete an ad with its photos',
  description:
    'The ad, its details, favorites and photo files are deleted for good. The change is recorded in ' +
    'the audit log.',
});
