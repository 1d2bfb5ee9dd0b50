import { and, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DashboardOfficeListItem, OfficeSuspensionReason } from '#contract/dashboard/offices.js';
import type { falStates } from '#contract/offices.js';
import type { Database } from '#server/db/client.js';
import { officeMembers, offices, type OfficeRow } from '#server/db/schema/index.js';
import { licenceStateAt } from '#server/lib/licence-state.js';

type FalState = (typeof falStates)[number];

export const membersCount =
  sql<number>`(select count(*) from ${officeMembers} where ${officeMembers.officeId} = ${offices.id})`.mapWith(
    Number,
  );

/** Offices with how many people each has, `$dynamic()` for a filter. */
export const selectOffices = (db: Pick<Database, 'select'>) =>
  db.select({ office: offices, membersCount }).from(offices).$dynamic();

const isSuspensionReason = (value: string | null): value is OfficeSuspensionReason =>
  value === 'licence' || value === 'staff';

export function toOfficeListItem(office: OfficeRow, members: number, now: Date): DashboardOfficeListItem {
  return {
    id: office.id,
    nameAr: office.nameAr,
    nameEn: office.nameEn,
    falNumber: office.falNumber,
    falState: licenceStateAt({ state: office.falState, expiresAt: office.falExpiresAt }, now),
    falExpiresAt: office.falExpiresAt?.toISOString() ?? null,
    falCheckedAt: office.falCheckedAt.toISOString(),
    status: office.status,
    suspensionReason:
      office.status === 'suspended' && isSuspensionReason(office.suspensionReason)
        ? office.suspensionReason
        : null,
    membersCount: members,
    createdAt: office.createdAt.toISOString(),
  };
}

/** The licence's state now, as toOfficeListItem reads it: a valid licence past its expiry is expired. */
export function licenceStateIs(state: FalState, now: Date): SQL | undefined {
  const stillValid = or(isNull(offices.falExpiresAt), gt(offices.falExpiresAt, now));
  const pastExpiry = and(eq(offices.falState, 'valid'), lte(offices.falExpiresAt, now));
  if (state === 'valid') return and(eq(offices.falState, 'valid'), stillValid);
  if (state === 'expired') return or(eq(offices.falState, 'expired'), pastExpiry);
  return eq(offices.falState, state);
}
