import type { Database } from '#server/db/client.js';
import { AppError } from '#server/lib/errors.js';
import { managesOffice, officeOf } from '../offices/index.js';

/**
 * The caller is an owner or a manager of the office: a 404 for people outside it, a 403 for its
 * agents (their own leads are in their own list).
 */
export async function requireOfficeManager(
  db: Pick<Database, 'select'>,
  officeId: number,
  userId: string,
): Promise<void> {
  if ((await officeOf(db, userId)) !== officeId) throw new AppError('notFound', 'notFound');
  if (!(await managesOffice(db, userId, officeId))) {
    throw new AppError('forbidden', 'officeRoleForbidden');
  }
}
