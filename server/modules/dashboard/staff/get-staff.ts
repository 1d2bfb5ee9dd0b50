import { eq } from 'drizzle-orm';
import type { StaffMember } from '#contract/dashboard/staff.js';
import type { AppDeps } from '#server/deps.js';
import { staff } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';
import { isStaffId } from './staff-for-change.js';
import { selectStaff, toStaffMember } from './staff-view.js';

export async function getStaff(deps: Pick<AppDeps, 'db'>, id: string): Promise<StaffMember> {
  if (!isStaffId(id)) throw new AppError('notFound', 'notFound');
  const [row] = await selectStaff(deps.db).where(eq(staff.id, id));
  if (!row) throw new AppError('notFound', 'notFound');
  return toStaffMember(row);
}
