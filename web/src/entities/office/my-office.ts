import { getMyOffice } from '#contract/endpoints/offices';
import { endpointQuery } from '#web/lib/api/endpoint-queries';

/** The page of the reader's brokerage office: opening one, or its people and invitations. */
export const MY_OFFICE_PATH = '/my-office';

/** The office's bulk imports and export (its owner and managers). */
export const MY_OFFICE_FEEDS_PATH = '/my-office/feeds';

/** The reader's office and role in it (nulls when they belong to none). */
export const myOfficeQuery = () => endpointQuery(getMyOffice, {});
