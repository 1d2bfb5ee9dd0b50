import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Language } from '#contract/common.js';
import { officeAccess, officeCan } from '#contract/offices.js';
import type { Database } from '#server/db/client.js';
import { officeMembers, offices, properties } from '#server/db/schema/index.js';
import { defineEvent } from '#server/lib/domain-events.js';
import type { FileStorage } from '#server/lib/storage/storage.js';
import { roleIn } from './office-role.js';
import { officeLicensedAt } from '#server/lib/office-licence.js';

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
    licensed: officeLicensedAt(office, now),
  };
}

/** A member left or was removed: the office's ads they held go to its owner (ADR 0039). */
export const officeMemberLeft = defineEvent<{ officeId: number; userId: string; ownerId: string }>(
  'offices.memberLeft',
);

/** The office's FAL licence expired or was cancelled: its live ads leave the site (ADR 0039). */
export const officeLicenceLapsed = defineEvent<{ officeId: number }>('offices.licenceLapsed');

/** Staff suspended the office: its live ads leave the site (ADR 0039). */
export const officeSuspended = defineEvent<{ officeId: number }>('offices.suspended');

/**
 * Staff reinstated the office: each ad its suspension took down (and still down for it) returns to
 * the status it had.
 */
export const officeReinstated = defineEvent<{
  officeId: number;
  ads: readonly { id: number; status: AdStatusBeforeSuspension }[];
}>('offices.reinstated');

/** The statuses an office's suspension takes an ad from: those its licence's lapse takes it from too. */
export const suspendableAdStatuses = ['pending', 'published', 'changesRequested'] as const;
export type AdStatusBeforeSuspension = (typeof suspendableAdStatuses)[number];

/** Whether the office is suspended (for its licence, or by staff): its ads wait off the site. */
export async function officeIsSuspended(db: Reader, officeId: number): Promise<boolean> {
  const [office] = await db.select({ status: offices.status }).from(offices).where(eq(offices.id, officeId));
  return office?.status === 'suspended';
}
