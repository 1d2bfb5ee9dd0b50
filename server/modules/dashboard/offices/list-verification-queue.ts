import { desc, eq, inArray, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import {
  failedIdentityStates,
  type VerificationKind,
  type VerificationQueueItem,
  type VerificationQueueQuery,
} from '#contract/dashboard/offices.js';
import type { AppDeps } from '#server/deps.js';
import type { Database } from '#server/db/client.js';
import { identityRequests, offices, users } from '#server/db/schema/index.js';
import { licenceStateAt } from '#server/lib/licence-state.js';
import { maskPhone } from '#server/lib/phone.js';
import { pagedList, rowCount } from '#server/lib/paging.js';
import { licenceStateIs } from './office-view.js';

type Reader = Pick<Database, 'select'>;

/** One line of the queue before its details: what, which, when. */
const line = (kind: VerificationKind, id: ReturnType<typeof sql<string>>, at: ReturnType<typeof sql>) => ({
  kind: sql<VerificationKind>`${kind}::text`.as('kind'),
  id: id.as('id'),
  at: sql<Date>`${at}`.mapWith(offices.createdAt).as('at'),
});

const identityLines = (db: Reader) =>
  db
    .select(
      line(
        'identity',
        sql<string>`${identityRequests.id}::text`,
        sql`coalesce(${identityRequests.endedAt}, ${identityRequests.createdAt})`,
      ),
    )
    .from(identityRequests)
    .where(inArray(identityRequests.state, failedIdentityStates));

const officeLines = (db: Reader, kind: 'officeLicence' | 'officeReview', now: Date) =>
  db
    .select(
      line(
        kind,
        sql<string>`${offices.id}::text`,
        kind === 'officeReview' ? sql`${offices.createdAt}` : sql`${offices.falCheckedAt}`,
      ),
    )
    .from(offices)
    .where(
      kind === 'officeReview'
        ? eq(offices.status, 'pendingReview')
        : or(licenceStateIs('expired', now), licenceStateIs('cancelled', now)),
    );

/**
 * What waits for a look, newest first: identity checks that ended rejected, expired, unavailable or
 * on an ID another account holds; offices whose FAL licence lapsed; offices waiting for review. An
 * identity check shows its ID's kind and last four digits and its person's masked phone, never more.
 */
export async function listVerificationQueue(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  query: VerificationQueueQuery,
) {
  const now = deps.clock.now();
  const queue = deps.db
    .$with('queue')
    .as(
      unionAll(
        identityLines(deps.db),
        officeLines(deps.db, 'officeLicence', now),
        officeLines(deps.db, 'officeReview', now),
      ),
    );
  const where = query.Kind ? eq(queue.kind, query.Kind) : undefined;
  return pagedList(
    query,
    async (limit, offset) => {
      const page = await deps.db
        .with(queue)
        .select()
        .from(queue)
        .where(where)
        .orderBy(desc(queue.at), desc(queue.id))
        .limit(limit)
        .offset(offset);
      return withDetails(deps.db, page, now);
    },
    () => deps.db.with(queue).select(rowCount).from(queue).where(where),
    (item) => item,
  );
}

interface QueueLine {
  kind: VerificationKind;
  id: string;
  at: Date;
}

async function withDetails(db: Reader, lines: QueueLine[], now: Date): Promise<VerificationQueueItem[]> {
  const requestIds = lines.filter((item) => item.kind === 'identity').map((item) => item.id);
  const officeIds = lines.filter((item) => item.kind !== 'identity').map((item) => Number(item.id));
  const [requests, officeRows] = await Promise.all([
    requestIds.length === 0
      ? []
      : db
          .select({
            id: identityRequests.id,
            userId: identityRequests.userId,
            idKind: identityRequests.idKind,
            idLast4: identityRequests.idLast4,
            state: identityRequests.state,
            phoneNumber: users.phoneNumber,
            fullName: users.fullName,
          })
          .from(identityRequests)
          .innerJoin(users, eq(users.id, identityRequests.userId))
          .where(inArray(identityRequests.id, requestIds)),
    officeIds.length === 0 ? [] : db.select().from(offices).where(inArray(offices.id, officeIds)),
  ]);
  const requestById = new Map(requests.map((request) => [request.id, request]));
  const officeById = new Map(officeRows.map((office) => [office.id, office]));
  return lines.map(({ kind, id, at }) => {
    const request = requestById.get(id);
    const office = officeById.get(Number(id));
    return {
      kind,
      id,
      at: at.toISOString(),
      identity:
        kind === 'identity' && request && isFailed(request.state)
          ? {
              userId: request.userId,
              phone: maskPhone(request.phoneNumber),
              name: request.fullName,
              idKind: request.idKind,
              idLast4: request.idLast4,
              state: request.state,
            }
          : null,
      office:
        kind !== 'identity' && office
          ? {
              id: office.id,
              nameAr: office.nameAr,
              nameEn: office.nameEn,
              falNumber: office.falNumber,
              falState: licenceStateAt({ state: office.falState, expiresAt: office.falExpiresAt }, now),
              status: office.status,
            }
          : null,
    };
  });
}

const isFailed = (state: string): state is (typeof failedIdentityStates)[number] =>
  failedIdentityStates.some((failed) => failed === state);
