import { and, asc, eq, gt, isNull, or, type SQL } from 'drizzle-orm';
import type { Language } from '#contract/common.js';
import type { PublicOffice } from '#contract/offices.js';
import type { Database } from '#server/db/client.js';
import { identities, officeMembers, offices, users, type OfficeRow } from '#server/db/schema/index.js';
import { licenceStateAt } from '#server/lib/licence-state.js';
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

/** The office's FAL licence is valid now: as the authority last said, and not past its expiry date. */
export const falValidAt = (office: Pick<OfficeRow, 'falState' | 'falExpiresAt'>, now: Date) =>
  licenceStateAt({ state: office.falState, expiresAt: office.falExpiresAt }, now) === 'valid';

/** The office may act as a broker now: active, and its FAL licence valid (its ads carry the broker badge). */
export const officeLicensedAt = (
  office: Pick<OfficeRow, 'status' | 'falState' | 'falExpiresAt'>,
  now: Date,
) => office.status === 'active' && falValidAt(office, now);

/** `officeLicensedAt` as a condition on `offices`, for lists that filter and page in the database. */
export const officeLicensedWhere = (now: Date): SQL =>
  and(
    eq(offices.status, 'active'),
    eq(offices.falState, 'valid'),
    or(isNull(offices.falExpiresAt), gt(offices.falExpiresAt, now)),
  ) as SQL;
