import { endpoint, ownerOf } from '../endpoint.js';
import {
  feedRun,
  feedRunParams,
  feedRunSummary,
  feedUploadForm,
  feedUploadQuery,
  feedUrlBody,
  officeFeed,
} from '../feeds.js';
import { officeIdParams } from '../offices.js';

const tags = ['Feeds'] as const;
const FEED = '/api/website/offices/:id/feed';
const access = ownerOf('office');

export const getOfficeFeed = endpoint({
  method: 'GET',
  path: FEED,
  access,
  params: officeIdParams,
  response: officeFeed,
  tags,
  summary: "The office's saved feed URL and its latest import runs",
  description:
    'The owner and managers of the office (403 for its agents, 404 for anyone else). Runs newest first.',
});

export const saveFeedUrl = endpoint({
  method: 'PUT',
  path: `${FEED}/url`,
  access,
  params: officeIdParams,
  body: feedUrlBody,
  response: officeFeed,
  tags,
  summary: 'Save (or clear with null) the feed URL the office is re-synced from',
  description:
    'The owner and managers. The URL is read as a full feed on every FEED_SYNC_CRON tick, acting for the ' +
    'person who saved it; only http(s), and never a private, loopback or link-local address.',
});

export const uploadFeed = endpoint({
  method: 'POST',
  path: `${FEED}/upload`,
  access,
  params: officeIdParams,
  query: feedUploadQuery,
  form: feedUploadForm,
  status: 201,
  response: feedRun,
  tags,
  summary: 'Dry-run an uploaded XML or CSV feed: what each row would create, update or withdraw',
  description:
    'The owner and managers. Nothing changes: the answer is a run in state `dryRun` with a report per row ' +
    '(its action and its problems per field in the reader’s language); apply it with `applyFeedRun`. ' +
    'A file that is no feed is a 422; one larger than FEED_MAX_BYTES a 413.',
});

export const checkFeedUrl = endpoint({
  method: 'POST',
  path: `${FEED}/check`,
  access,
  params: officeIdParams,
  status: 201,
  response: feedRun,
  tags,
  summary: 'Dry-run the saved feed URL now (a full feed)',
  description:
    'The owner and managers. Reads the saved URL (a 409 without one) and answers a dry run as `uploadFeed`. ' +
    'An address that may not be fetched (private, loopback, link-local, another scheme, also after a ' +
    'redirect), a time-out or an answer that is no feed is recorded as a run in state `failed` naming why.',
});

export const getFeedRun = endpoint({
  method: 'GET',
  path: `${FEED}/runs/:runId`,
  access,
  params: feedRunParams,
  response: feedRun,
  tags,
  summary: 'One import run with its report',
  description: 'The owner and managers; a run of another office is a 404.',
});

export const applyFeedRun = endpoint({
  method: 'POST',
  path: `${FEED}/runs/:runId/apply`,
  access,
  params: feedRunParams,
  status: 201,
  response: feedRunSummary,
  tags,
  summary: 'Apply a dry run: create, update and withdraw its listings (in a job)',
  description:
    'The owner and managers. Only a run in state `dryRun` (409 otherwise). A job does the work: every ' +
    'created or changed ad is saved, licence-checked and sent to review as an ad made on the site, and ' +
    'its photos fetched by another job; read the run until its state is `applied`.',
});

export const exportFeed = endpoint({
  method: 'GET',
  path: `${FEED}/export.xml`,
  access,
  params: officeIdParams,
  produces: ['application/xml'],
  tags,
  summary: "The office's listings in the feed's XML format",
  description:
    'The owner and managers. Every ad of the office that is not a draft or withdrawn, by its feed reference ' +
    '(or `MZ-<id>` for an ad made on the site), importable as it is.',
});
