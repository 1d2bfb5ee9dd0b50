import { and, asc, desc, isNotNull, isNull } from 'drizzle-orm';
import type { ContactListQuery } from '#contract/dashboard/contacts.js';
import type { AppDeps } from '#server/deps.js';
import { supportMessages } from '#server/db/schema/index.js';
import { containsText } from '#server/lib/substring-filters/contains-text.js';
import { selectContacts, toDashboardContact } from './contact-view.js';
import { pagedList, rowCount } from '#server/lib/paging.js';

const orders = {
  newest: [desc(supportMessages.createdAt), desc(supportMessages.id)],
  oldest: [asc(supportMessages.createdAt), asc(supportMessages.id)],
} as const;

/** The support inbox, newest first by default. */
export async function listContacts(deps: AppDeps, query: ContactListQuery) {
  const where = and(
    containsText(
      [
        supportMessages.fullName,
        supportMessages.phoneNumber,
        supportMessages.email,
        supportMessages.subject,
        supportMessages.message,
      ],
      query.Query,
    ),
    query.Handled === undefined
      ? undefined
      : query.Handled
        ? isNotNull(supportMessages.handledAt)
        : isNull(supportMessages.handledAt),
  );
  return pagedList(
    query,
    (limit, offset) =>
      selectContacts(deps.db)
        .where(where)
        .orderBy(...orders[query.SortBy ?? 'newest'])
        .limit(limit)
        .offset(offset),
    () => deps.db.select(rowCount).from(supportMessages).where(where),
    toDashboardContact,
  );
}
