import { and, asc, eq, sql } from 'drizzle-orm';
import type { OfficeAgentItem } from '#contract/agents.js';
import type { Language } from '#contract/common.js';
import type { AppDeps } from '#server/deps.js';
import { identities, officeMembers, offices, users } from '#server/db/schema/index.js';
import { pagedList, rowCount, type Paging } from '#server/lib/paging.js';
import { officeLicensedWhere } from '../offices/index.js';

/** The office's owner first, then its managers, then its agents. */
const roleOrder = sql`case ${officeMembers.role} when 'owner' then 0 when 'manager' then 1 else 2 end`;

/**
 * The people of verified offices: active, licensed now (ADR 0039), and owned by a person whose
 * identity Nafath verified (ADR 0038), by office, role, then joining date.
 */
export async function listOfficeAgents(deps: AppDeps, paging: Paging, language: Language) {
  const where = and(
    officeLicensedWhere(deps.clock.now()),
    sql`exists(select 1 from office_members o join identities i on i.user_id = o.user_id
      where o.office_id = ${offices.id} and o.role = 'owner')`,
  );
  return pagedList(
    paging,
    (limit, offset) =>
      deps.db
        .select({
          userId: officeMembers.userId,
          role: officeMembers.role,
          verifiedAr: identities.nameAr,
          verifiedEn: identities.nameEn,
          profileName: users.fullName,
          officeId: offices.id,
          officeAr: offices.nameAr,
          officeEn: offices.nameEn,
          falNumber: offices.falNumber,
          liveAdsCount:
            sql<number>`(select count(*) from properties p where p.owner_id = ${officeMembers.userId}
            and p.office_id = ${offices.id} and p.status = 'published')`.mapWith(Number),
        })
        .from(officeMembers)
        .innerJoin(offices, eq(offices.id, officeMembers.officeId))
        .innerJoin(users, eq(users.id, officeMembers.userId))
        .leftJoin(identities, eq(identities.userId, officeMembers.userId))
        .where(where)
        .orderBy(asc(offices.id), roleOrder, asc(officeMembers.joinedAt), asc(officeMembers.userId))
        .limit(limit)
        .offset(offset),
    () =>
      deps.db
        .select(rowCount)
        .from(officeMembers)
        .innerJoin(offices, eq(offices.id, officeMembers.officeId))
        .where(where),
    (row): OfficeAgentItem => ({
      userId: row.userId,
      fullName: (language === 'ar' ? row.verifiedAr : row.verifiedEn) ?? row.profileName ?? '',
      role: row.role,
      identityVerified: row.verifiedAr !== null,
      office: {
        id: row.officeId,
        name: language === 'ar' ? row.officeAr : row.officeEn,
        falNumber: row.falNumber,
      },
      liveAdsCount: row.liveAdsCount,
    }),
  );
}
