import { and, asc, desc, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ContactListQuery } from '../../../../contract/dashboard/contacts.js';
import { envelope, MAX_OFFSET } from '../../../../contract/paging.js';
import type { AppDeps } from '../../../deps.js';
import { supportMessages } from '../../../db/schema/index.js';
import { containsText } from '../../../lib/contains-text.js';
import { reachableOffset } from '../../../lib/errors.js';
import { selectContacts, toDashboardContact } from './contact-view.js';

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
  const [rows, [total]] = await Promise.all([
    selectContacts(deps.db)
      .where(where)
      .orderBy(...orders[query.SortBy ?? 'newest'])
      .limit(query.PageSize)
      .offset(reachableOffset(query, MAX_OFFSET)),
    deps.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(supportMessages)
      .where(where),
  ]);
  return envelope(rows.map(toDashboardContact), total?.n ?? 0, query.PageSize);
}
