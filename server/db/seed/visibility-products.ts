import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { visibilityProducts } from '../schema/index.js';

type Product = Omit<typeof visibilityProducts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * What is on sale when a site starts (ADR 0041): staff change prices in the back-office; a product
 * already there is left as staff set it. Net prices in halalas, without VAT.
 */
const products: Product[] = [
  {
    code: 'feature-7',
    kind: 'feature',
    days: 7,
    netPrice: 4_900,
    creditCost: 3,
    nameAr: 'تمييز الإعلان 7 أيام',
    nameEn: 'Feature the ad for 7 days',
    position: 1,
  },
  {
    code: 'feature-14',
    kind: 'feature',
    days: 14,
    netPrice: 8_900,
    creditCost: 5,
    nameAr: 'تمييز الإعلان 14 يومًا',
    nameEn: 'Feature the ad for 14 days',
    position: 2,
  },
  {
    code: 'feature-30',
    kind: 'feature',
    days: 30,
    netPrice: 16_900,
    creditCost: 9,
    nameAr: 'تمييز الإعلان 30 يومًا',
    nameEn: 'Feature the ad for 30 days',
    position: 3,
  },
  {
    code: 'bump',
    kind: 'bump',
    netPrice: 1_900,
    creditCost: 1,
    nameAr: 'رفع الإعلان إلى أعلى الأحدث',
    nameEn: 'Bump the ad to the top of newest',
    position: 4,
  },
  {
    code: 'credits-10',
    kind: 'credits',
    credits: 10,
    netPrice: 14_900,
    nameAr: 'باقة 10 أرصدة للمكاتب',
    nameEn: 'Office package of 10 credits',
    position: 5,
  },
  {
    code: 'credits-30',
    kind: 'credits',
    credits: 30,
    netPrice: 39_900,
    nameAr: 'باقة 30 رصيدًا للمكاتب',
    nameEn: 'Office package of 30 credits',
    position: 6,
  },
  {
    code: 'credits-100',
    kind: 'credits',
    credits: 100,
    netPrice: 119_900,
    nameAr: 'باقة 100 رصيد للمكاتب',
    nameEn: 'Office package of 100 credits',
    position: 7,
  },
];

export async function seedVisibilityProducts(db: Database): Promise<void> {
  await db
    .insert(visibilityProducts)
    .values(products.map((product) => ({ ...product, createdAt: sql`now()`, updatedAt: sql`now()` })))
    .onConflictDoNothing({ target: visibilityProducts.code });
}
