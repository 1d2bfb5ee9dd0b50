import { and, eq, ne } from 'drizzle-orm';
import type { Language } from '#contract/common.js';
import type { PublicOffice } from '#contract/offices.js';
import type { Database } from '#server/db/client.js';
import type { AppDeps } from '#server/deps.js';
import { offices } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';
import { toPublicOffice } from './office-view.js';

/** An office anyone may read: active or suspended (one waiting for staff review is not shown). */
const publicOfficeRow = async (db: Pick<Database, 'select'>, id: number) =>
  (
    await db
      .select()
      .from(offices)
      .where(and(eq(offices.id, id), ne(offices.status, 'pendingReview')))
  )[0];

export async function getOffice(deps: AppDeps, id: number, language: Language): Promise<PublicOffice> {
  const office = await findPublicOffice(deps, id, language);
  if (!office) throw new AppError('notFound', 'notFound');
  return office;
}

/** The office as anyone sees it; undefined when there is none they may see. */
export async function findPublicOffice(
  deps: Pick<AppDeps, 'db' | 'clock' | 'storage'>,
  id: number,
  language: Language,
): Promise<PublicOffice | undefined> {
  const office = await publicOfficeRow(deps.db, id);
  return office && toPublicOffice(deps, office, language, deps.clock.now());
}

/** Whether anyone may see the office (its page, its reviews). */
export const isPublicOffice = async (db: Pick<Database, 'select'>, id: number) =>
  (await publicOfficeRow(db, id)) !== undefined;
