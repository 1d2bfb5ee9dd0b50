import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Language } from '#contract/common.js';
import { officeAccess, officeCan } from '#contract/offices.js';
import type { Database } from '#server/db/client.js';
import { officeMembers, offices, properties } from '#server/db/schema/index.js';
import { defineEvent } from '#server/lib/domain-events.js';
import type { FileStorage } from '#server/lib/storage/storage.js';
import { roleIn } from './office-role.js';
import { falValidAt } from './office-view.js';

type Reader = Pick<Database, 'select'>;

/** The office the user belongs to, in any role, or null: their new ads are posted for it. */
export async function officeOf(db: Reader, userId: string): Promise<number | null> {
  const [member] = await db
    .select({ officeId: officeMembers.officeId })
    .from(officeMembers)
    .where(eq(officeMembers.userId, userId));
  return member?.officeId ?? null;
}

/**
 * Which ads the user may edit: their own, and every ad of an office where their role may edit the
 * office's ads (`officeAccess.editOfficeAds`: its owner and managers).
 */
export async function editableAds(db: Reader, userId: string): Promise<SQL> {
  const [managed] = await db
    .select({ officeId: officeMembers.officeId })
    .from(officeMembers)
    .where(and(eq(officeMembers.userId, userId), inArray(officeMembers.role, officeAccess.editOfficeAds)));
  const own = eq(properties.ownerId, userId);
  return managed ? (or(own, eq(properties.officeId, managed.officeId)) ?? own) : own;
}

/** Whether the user may edit the office's ads (`officeAccess.editOfficeAds`: its owner and managers). */
export async function managesOffice(db: Reader, userId: string, officeId: number): Promise<boolean> {
  const role = await roleIn(db, officeId, userId);
  return role !== null && officeCan(role, 'editOfficeAds');
}

/** The office as an ad of it names it: its name, logo, FAL number and whether the licence is valid now. */
export async function officeOnAd(
  { db, storage }: { db: Reader; storage: Pick<FileStorage, 'urlOf'> },
  officeId: number,
  language: Language,
  now: Date,
) {
  const [office] = await db.select().from(offices).where(eq(offices.id, officeId));
  if (!office) return null;
  return {
    id: office.id,
    name: language === 'ar' ? office.nameAr : office.nameEn,
    falNumber: office.falNumber,
    logoUrl: office.logoKey === null ? null : storage.urlOf(office.logoKey),
    licensed: falValidAt(office, now) && office.status === 'active',
  };
}

/** A member left or was removed: the office's ads they held go to its owner (ADR 0039). */
export const officeMemberLeft = defineEvent<{ officeId: number; userId: string; ownerId: string }>(
  'offices.memberLeft',
);

/** The office's FAL licence expired or was cancelled: its live ads leave the site (ADR 0039). */
export const officeLicenceLapsed = defineEvent<{ officeId: number }>('offices.licenceLapsed');
