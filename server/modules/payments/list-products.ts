import { asc, eq } from 'drizzle-orm';
import type { Language } from '#contract/common.js';
import { vatOn, type VisibilityProductList } from '#contract/payments.js';
import type { AppDeps } from '#server/deps.js';
import { paymentSettings, visibilityProducts } from '#server/db/schema/index.js';

/**
 * What is on sale, priced as a new order would be (ADR 0041, "Products and prices are settings").
 * Until staff set the seller and VAT up nothing can be ordered, so nothing is listed.
 */
export async function listProducts(
  deps: Pick<AppDeps, 'db'>,
  language: Language,
): Promise<VisibilityProductList> {
  const [settings] = await deps.db.select({ rate: paymentSettings.vatRateBasisPoints }).from(paymentSettings);
  if (!settings) return { items: [] };
  const rows = await deps.db
    .select()
    .from(visibilityProducts)
    .where(eq(visibilityProducts.onSale, true))
    .orderBy(asc(visibilityProducts.position), asc(visibilityProducts.id));
  return {
    items: rows.map((product) => {
      const vat = vatOn(product.netPrice, settings.rate);
      return {
        code: product.code,
        kind: product.kind,
        days: product.days,
        credits: product.credits,
        creditCost: product.creditCost,
        net: product.netPrice,
        vatRateBasisPoints: settings.rate,
        vat,
        total: product.netPrice + vat,
        name: language === 'ar' ? product.nameAr : product.nameEn,
      };
    }),
  };
}
