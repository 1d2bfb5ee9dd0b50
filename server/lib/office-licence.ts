import { and, eq, gt, isNull, or, type SQL } from 'drizzle-orm';
import { offices, type OfficeRow } from '#server/db/schema/index.js';
import { licenceStateAt } from './licence-state.js';

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
