import { asc, eq } from 'drizzle-orm';
import type { Language } from '#contract/common.js';
import { vatOn, type VisibilityProductList } from '#contract/payments.js';
import type { AppDeps } from '#server/deps.js';
import { paymentSettings, visibilityProducts } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';

/**
 * What is on sale, in the order staff set, priced as an order made now would be (ADR 0041: VAT once
 * per line, rounded half up, at today's rate). 409 until the seller's settings exist, as ordering is.
 */
export async function listProducts(
  deps: Pick<AppDeps, 'db'>,
  language: Language,
): Promise<VisibilityProductList> {
  const [settings] = await deps.db.select({ rate: paymentSettings.vatRateBasisPoints }).from(paymentSettings);
  if (!settings) throw new AppError('conflict', 'paymentsNotSetUp');
  const rows = await deps.db
    .select()
    .from(visibilityProducts)
    .where(eq(visibilityProducts.onSale, true))
    .orderBy(asc(visibilityProducts.position), asc(visibilityProducts.id));
  return {
    items: rows.map((row) => {
      const vat = vatOn(row.netPrice, settings.rate);
      return {
        code: row.code,
        kind: row.kind,
        days: row.days,
        credits: row.credits,
        creditCost: row.creditCost,
        net: row.netPrice,
        vatRateBasisPoints: settings.rate,
        vat,
        total: row.netPrice + vat,
        name: language === 'ar' ? row.nameAr : row.nameEn,
      };
    }),
  };
}
