import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Language } from '#contract/common.js';
import type { DashboardOffice } from '#contract/dashboard/offices.js';
import type { AppDeps } from '#server/deps.js';
import type { Database } from '#server/db/client.js';
import {
  identities,
  officeEvents,
  officeMembers,
  offices,
  properties,
  users,
} from '#server/db/schema/index.js';
import { foundRow } from '#server/lib/errors.js';
import { maskPhone } from '#server/lib/phone.js';
import { selectOffices, toOfficeListItem } from './office-view.js';

type Reader = Pick<Database, 'select'>;
const EVENTS_SHOWN = 50;

/** One office for staff: licence, members (phones masked), its ads by status and its own audit. */
export async function getDashboardOffice(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  id: number,
  language: Language,
): Promise<DashboardOffice> {
  const row = foundRow(await selectOffices(deps.db).where(eq(offices.id, id)));
  const [members, ads, events] = await Promise.all([
    membersOf(deps.db, id),
    adsByStatus(deps.db, id),
    eventsOf(deps.db, id, language),
  ]);
  return {
    ...toOfficeListItem(row.office, row.membersCount, deps.clock.now()),
    holderKind: row.office.holderKind,
    members,
    ads,
    events,
  };
}

async function membersOf(db: Reader, officeId: number) {
  const rows = await db
    .select({
      userId: officeMembers.userId,
      role: officeMembers.role,
      joinedAt: officeMembers.joinedAt,
      phoneNumber: users.phoneNumber,
      fullName: users.fullName,
      nameAr: identities.nameAr,
      nameEn: identities.nameEn,
    })
    .from(officeMembers)
    .innerJoin(users, eq(users.id, officeMembers.userId))
    .leftJoin(identities, eq(identities.userId, officeMembers.userId))
    .where(eq(officeMembers.officeId, officeId))
    .orderBy(asc(officeMembers.joinedAt));
  return rows.map((member) => ({
    userId: member.userId,
    nameAr: member.nameAr ?? member.fullName,
    nameEn: member.nameEn ?? member.fullName,
    role: member.role,
    phone: maskPhone(member.phoneNumber),
    joinedAt: member.joinedAt.toISOString(),
  }));
}

async function adsByStatus(db: Reader, officeId: number) {
  const rows = await db
    .select({ status: properties.status, count: sql<number>`count(*)`.mapWith(Number) })
    .from(properties)
    .where(and(eq(properties.officeId, officeId), ne(properties.status, 'draft')))
    .groupBy(properties.status)
    .orderBy(asc(properties.status));
  return rows.flatMap(({ status, count }) => (status === 'draft' ? [] : [{ status, count }]));
}

async function eventsOf(db: Reader, officeId: number, language: Language) {
  const rows = await db
    .select()
    .from(officeEvents)
    .where(eq(officeEvents.officeId, officeId))
    .orderBy(desc(officeEvents.createdAt), desc(officeEvents.id))
    .limit(EVENTS_SHOWN);
  const people = new Set(
    rows.flatMap((event) => [event.actorId, event.subjectUserId]).filter((id): id is string => id !== null),
  );
  const names = await namesOf(db, [...people], language);
  return rows.map((event) => ({
    id: event.id,
    action: event.action,
    actor: event.actorId
      ? (names.get(event.actorId) ?? null)
      : typeof event.details.staffEmail === 'string'
        ? event.details.staffEmail
        : null,
    subject: event.subjectUserId ? (names.get(event.subjectUserId) ?? null) : null,
    reason: typeof event.details.reason === 'string' ? event.details.reason : null,
    createdAt: event.createdAt.toISOString(),
  }));
}

/** People by the names Nafath verified, else their profile's, else their masked phone. */
async function namesOf(db: Reader, ids: string[], language: Language): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      phoneNumber: users.phoneNumber,
      fullName: users.fullName,
      nameAr: identities.nameAr,
      nameEn: identities.nameEn,
    })
    .from(users)
    .leftJoin(identities, eq(identities.userId, users.id))
    .where(inArray(users.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      (language === 'ar' ? row.nameAr : row.nameEn) ?? row.fullName ?? maskPhone(row.phoneNumber),
    ]),
  );
}
