import { eq } from 'drizzle-orm';
import type { Language } from '#contract/common.js';
import type { CreditEntryView } from '#contract/payments.js';
import type { Database } from '#server/db/client.js';
import { officeCreditEntries, visibilityProducts } from '#server/db/schema/index.js';

type Reader = Pick<Database, 'select'>;

/** A ledger entry's columns and its product's names, for `toCreditEntryView`. */
export const creditEntryColumns = {
  entry: officeCreditEntries,
  nameAr: visibilityProducts.nameAr,
  nameEn: visibilityProducts.nameEn,
};

export type CreditEntryRead = {
  entry: typeof officeCreditEntries.$inferSelect;
  nameAr: string | null;
  nameEn: string | null;
};

/** The ledger with each entry's product, which staff may rename or take off sale but not delete. */
export const creditEntriesWithProducts = (db: Reader) =>
  db
    .select(creditEntryColumns)
    .from(officeCreditEntries)
    .leftJoin(visibilityProducts, eq(visibilityProducts.code, officeCreditEntries.productCode));

export function toCreditEntryView(
  { entry, nameAr, nameEn }: CreditEntryRead,
  language: Language,
): CreditEntryView {
  return {
    id: entry.id,
    kind: entry.kind,
    delta: entry.delta,
    balanceAfter: entry.balanceAfter,
    productCode: entry.productCode,
    productName: (language === 'ar' ? nameAr : nameEn) ?? null,
    propertyId: entry.propertyId,
    orderId: entry.orderId,
    createdAt: entry.createdAt.toISOString(),
  };
}
