import { asc, eq } from 'drizzle-orm';
import type { Language } from '#contract/common.js';
import type { PublicOffice } from '#contract/offices.js';
import type { Database } from '#server/db/client.js';
import { identities, officeMembers, users, type OfficeRow } from '#server/db/schema/index.js';
import { falValidAt } from '#server/lib/office-licence.js';
import type { FileStorage } from '#server/lib/storage/storage.js';

/** The office as anyone sees it: its members by the names Nafath verified (else their profile's). */
export async function toPublicOffice(
  { db, storage }: { db: Pick<Database, 'select'>; storage: Pick<FileStorage, 'urlOf'> },
  office: OfficeRow,
  language: Language,
  now: Date,
): Promise<PublicOffice> {
  const members = await db
    .select({
      userId: officeMembers.userId,
      role: officeMembers.role,
      joinedAt: officeMembers.joinedAt,
      nameAr: identities.nameAr,
      nameEn: identities.nameEn,
      fullName: users.fullName,
    })
    .from(officeMembers)
    .innerJoin(users, eq(users.id, officeMembers.userId))
    .leftJoin(identities, eq(identities.userId, officeMembers.userId))
    .where(eq(officeMembers.officeId, office.id))
    .orderBy(asc(officeMembers.joinedAt));
  return {
    id: office.id,
    name: language === 'ar' ? office.nameAr : office.nameEn,
    nameAr: office.nameAr,
    nameEn: office.nameEn,
    falNumber: office.falNumber,
    licensed: falValidAt(office, now),
    falExpiresAt: office.falExpiresAt?.toISOString() ?? null,
    falHolderKind: office.holderKind,
    status: office.status,
    logoUrl: office.logoKey === null ? null : storage.urlOf(office.logoKey),
    members: members.map((member) => ({
      userId: member.userId,
      name: (language === 'ar' ? member.nameAr : member.nameEn) ?? member.fullName ?? '',
      role: member.role,
      joinedAt: member.joinedAt.toISOString(),
    })),
    createdAt: office.createdAt.toISOString(),
  };
}
