import { sql } from 'drizzle-orm';
import type { DashboardUser } from '#contract/dashboard/users.js';
import type { Database } from '#server/db/client.js';
import { users, type UserRow } from '#server/db/schema/index.js';
import type { FileStorage } from '#server/lib/storage/storage.js';

/** Qualified by hand: with a single-table FROM drizzle leaves `id` bare, which the subquery would read as p.id. */
const propertiesCount =
  sql<number>`(select count(*) from properties p where p.owner_id = "users"."id")`.mapWith(Number);

/** Website users with the number of their ads. */
export function selectUsers(db: Pick<Database, 'select'>) {
  return db.select({ user: users, propertiesCount }).from(users).$dynamic();
}

export function toDashboardUser(
  row: { user: UserRow; propertiesCount: number },
  storage: FileStorage,
): DashboardUser {
  const { user } = row;
  return {
    id: user.id,
    phoneNumber: user.phoneNumber,
    fullName: user.fullName,
    email: user.email,
    whatsapp: user.whatsapp,
    imageUrl: user.imageKey ? storage.urlOf(user.imageKey) : null,
    preferredLanguage: user.preferredLanguage,
    isBlocked: user.blockedAt !== null,
    blockedAt: user.blockedAt?.toISOString() ?? null,
    propertiesCount: row.propertiesCount,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a user. */
export function userSnapshot(user: UserRow) {
  return {
    id: user.id,
    phoneNumber: user.phoneNumber,
    fullName: user.fullName,
    email: user.email,
    blockedAt: user.blockedAt,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUserId(id: string): boolean {
  return UUID.test(id);
}
