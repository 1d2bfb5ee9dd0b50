import type { VisibilityProductView } from '#contract/dashboard/payments-finance.js';
import type { visibilityProducts } from '#server/db/schema/index.js';

export type ProductRow = typeof visibilityProducts.$inferSelect;

/** What the audit log keeps of a product: what staff change, and which product it is. */
export const productSnapshot = (row: ProductRow) => ({
  code: row.code,
  kind: row.kind,
  days: row.days,
  credits: row.credits,
  netPrice: row.netPrice,
  creditCost: row.creditCost,
  nameAr: row.nameAr,
  nameEn: row.nameEn,
  onSale: row.onSale,
  position: row.position,
});

export const toProductView = (row: ProductRow): VisibilityProductView => ({
  id: row.id,
  ...productSnapshot(row),
  updatedAt: row.updatedAt.toISOString(),
});
