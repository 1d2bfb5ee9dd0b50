import { desc, eq } from 'drizzle-orm';
import type { Language } from '#contract/common.js';
import type { OfficeCreditsView } from '#contract/payments.js';
import type { AppDeps } from '#server/deps.js';
import { officeCreditEntries, officeCredits } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { pagedList, rowCount, type Paging } from '#server/lib/paging.js';
import { requireOfficeAction } from '../offices/index.js';
import { creditEntriesWithProducts, toCreditEntryView } from './credit-entry-view.js';

/** An office's balance and ledger, newest first, for its people (`officeAccess.seeCredits`). */
export async function getOfficeCredits(
  deps: Pick<AppDeps, 'db'>,
  caller: AuthUser,
  officeId: number,
  paging: Paging,
  language: Language,
): Promise<OfficeCreditsView> {
  await requireOfficeAction(deps.db, officeId, caller.id, 'seeCredits');
  const ofOffice = eq(officeCreditEntries.officeId, officeId);
  const [[row], page] = await Promise.all([
    deps.db
      .select({ balance: officeCredits.balance })
      .from(officeCredits)
      .where(eq(officeCredits.officeId, officeId)),
    pagedList(
      paging,
      (limit, offset) =>
        creditEntriesWithProducts(deps.db)
          .where(ofOffice)
          .orderBy(desc(officeCreditEntries.createdAt), desc(officeCreditEntries.id))
          .limit(limit)
          .offset(offset),
      () => deps.db.select(rowCount).from(officeCreditEntries).where(ofOffice),
      (read) => toCreditEntryView(read, language),
    ),
  ]);
  return { ...page, balance: row?.balance ?? 0 };
}
