import { and, eq, ne } from 'drizzle-orm';
import type { Language } from '#contract/common.js';
import type { PublicOffice } from '#contract/offices.js';
import type { AppDeps } from '#server/deps.js';
import { offices } from '#server/db/schema/index.js';
import { foundRow } from '#server/lib/errors.js';
import { toPublicOffice } from './office-view.js';

/** An office anyone may read: active or suspended (one waiting for staff review is not shown). */
export async function getOffice(deps: AppDeps, id: number, language: Language): Promise<PublicOffice> {
  const office = foundRow(
    await deps.db
      .select()
      .from(offices)
      .where(and(eq(offices.id, id), ne(offices.status, 'pendingReview'))),
  );
  return toPublicOffice(deps, office, language, deps.clock.now());
}
