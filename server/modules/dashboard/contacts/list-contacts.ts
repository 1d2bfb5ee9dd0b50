import { and } from 'drizzle-orm';
import type { ContactListQuery } from '#contract/dashboard/contacts.js';
import type { AppDeps } from '#server/deps.js';
import { supportMessages } from '#server/db/schema/index.js';
import { hasValue } from '#server/lib/optional-filters.js';
import { containsText } from '#server/lib/substring-filters/contains-text.js';
import { byAge, pagedStaffList } from '../shared/paged-staff-list.js';
import { selectContacts, toDashboardContact } from './contact-view.js';

const orders = byAge(supportMessages);

/** The support inbox, newest first by default. */
export async function listContacts(deps: AppDeps, query: ContactListQuery) {
  const { fullName, phoneNumber, email, subject, message, handledAt } = supportMessages;
  return pagedStaffList(deps.db, query, {
    rows: selectContacts(deps.db),
    counted: supportMessages,
    where: and(
      containsText([fullName, phoneNumber, email, subject, message], query.Query),
      hasValue(handledAt, query.Handled),
    ),
    orderBy: orders[query.SortBy ?? 'newest'],
    toItem: toDashboardContact,
  });
}
