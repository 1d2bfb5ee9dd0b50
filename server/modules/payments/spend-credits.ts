import { and, eq } from 'drizzle-orm';
import type { Language } from '#contract/common.js';
import type { CreditSpendView } from '#contract/payments.js';
import type { AppDeps } from '#server/deps.js';
import {
  officeCreditEntries,
  officeCredits,
  properties,
  visibilityProducts,
} from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { AppError } from '#server/lib/errors.js';
import { requireOfficeAction } from '../offices/index.js';
import { creditEntriesWithProducts, toCreditEntryView } from './credit-entry-view.js';
import { lockedBalance, recordCreditChange } from './credit-ledger.js';
import { grantBump, secondsUntilNextBump } from './grant-bump.js';
import { grantFeature } from './grant-feature.js';

export interface CreditSpend {
  productCode: string;
  propertyId: number;
  idempotencyKey: string;
}

/**
 * An office's owner or manager spends its credits on a feature or a bump of one of its live ads
 * (ADR 0041, "Office credits"): under the office's balance lock, the balance is checked, the ledger
 * entry written and the visibility given, in one transaction; no payment, no invoice. The same key
 * again answers the spend it made.
 */
export async function spendCredits(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  caller: AuthUser,
  officeId: number,
  spend: CreditSpend,
  language: Language,
): Promise<CreditSpendView> {
  await requireOfficeAction(deps.db, officeId, caller.id, 'spendCredits');
  const earlier = await spentWith(deps, officeId, spend.idempotencyKey, language);
  if (earlier) return earlier;
  const [product] = await deps.db
    .select()
    .from(visibilityProducts)
    .where(and(eq(visibilityProducts.code, spend.productCode), eq(visibilityProducts.onSale, true)));
  if (!product || product.kind === 'credits' || product.creditCost === null) {
    throw new AppError('notFound', 'productNotFound');
  }
  const cost = product.creditCost;
  const kind = product.kind;
  const now = deps.clock.now();
  const entryId = await deps.db.transaction(async (tx) => {
    const balance = await lockedBalance(tx, officeId, now);
    // Two requests with one key queue on the lock: the second finds the first's entry.
    const [same] = await tx
      .select({ id: officeCreditEntries.id })
      .from(officeCreditEntries)
      .where(
        and(
          eq(officeCreditEntries.officeId, officeId),
          eq(officeCreditEntries.idempotencyKey, spend.idempotencyKey),
        ),
      );
    if (same) return same.id;
    // The ad's row is locked from here, so what is checked of it holds until the grant.
    const [ad] = await tx
      .select({ status: properties.status, bumpedAt: properties.bumpedAt })
      .from(properties)
      .where(and(eq(properties.id, spend.propertyId), eq(properties.officeId, officeId)))
      .for('update');
    if (!ad) throw new AppError('notFound', 'notFound');
    if (ad.status !== 'published') {
      throw new AppError('conflict', kind === 'bump' ? 'bumpNeedsLiveAd' : 'featureNeedsLiveAd');
    }
    const wait = kind === 'bump' ? secondsUntilNextBump(ad.bumpedAt, now) : 0;
    if (wait > 0) throw new AppError('conflict', 'bumpTooSoon', { params: { seconds: wait } });
    if (balance < cost) throw new AppError('conflict', 'creditsShort', { params: { cost, balance } });
    const entry = await recordCreditChange(
      tx,
      {
        officeId,
        kind,
        delta: -cost,
        at: now,
        userId: caller.id,
        propertyId: spend.propertyId,
        productCode: product.code,
        idempotencyKey: spend.idempotencyKey,
      },
      balance,
    );
    if (kind === 'feature' && product.days !== null) {
      await grantFeature(tx, spend.propertyId, product.days, now);
    } else if (kind === 'bump') {
      const outcome = await grantBump(tx, {
        propertyId: spend.propertyId,
        at: now,
        userId: caller.id,
        creditEntryId: entry.id,
      });
      if (outcome !== 'bumped') throw new Error(`spendCredits: the checked bump was not given (${outcome})`);
    }
    return entry.id;
  });
  return (await spentWith(deps, officeId, spend.idempotencyKey, language)) ?? missing(entryId);
}

/** The spend an earlier request made with this key, with the balance now. */
async function spentWith(
  deps: Pick<AppDeps, 'db'>,
  officeId: number,
  key: string,
  language: Language,
): Promise<CreditSpendView | null> {
  const [read] = await creditEntriesWithProducts(deps.db).where(
    and(eq(officeCreditEntries.officeId, officeId), eq(officeCreditEntries.idempotencyKey, key)),
  );
  if (!read) return null;
  const [row] = await deps.db
    .select({ balance: officeCredits.balance })
    .from(officeCredits)
    .where(eq(officeCredits.officeId, officeId));
  return { entry: toCreditEntryView(read, language), balance: row?.balance ?? 0 };
}

const missing = (entryId: number): never => {
  throw new Error(`spendCredits: entry ${entryId} was written but not found`);
};
