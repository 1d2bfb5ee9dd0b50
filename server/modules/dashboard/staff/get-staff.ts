import { eq } from 'drizzle-orm';
import type { StaffMember } from '#contract/dashboard/staff.js';
import type { AppDeps } from '#server/deps.js';
import { staff } from '#server/db/schema/index.js';
import { AppError, foundRow } from '#server/lib/errors.js';
import { isStaffId } from './staff-for-change.js';
import { selectStaff, toStaffMember } from './staff-view.js';

export async function getStaff(deps: Pick<AppDeps, 'db'>, id: string): Promise<StaffMember> {
  if (!isStaffId(id)) throw new AppError('notFound', 'notFound');
  return toStaffMember(foundRow(await selectStaff(deps.db).where(eq(staff.id, id))));
}
