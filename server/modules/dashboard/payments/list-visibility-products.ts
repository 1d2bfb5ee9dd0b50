import { asc } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { visibilityProducts } from '#server/db/schema/index.js';
import { toProductView } from './product-view.js';

/** Every product, on sale or not, in the website's order. */
export async function listVisibilityProducts(deps: Pick<AppDeps, 'db'>) {
  const rows = await deps.db
    .select()
    .from(visibilityProducts)
    .orderBy(asc(visibilityProducts.position), asc(visibilityProducts.id));
  return { data: rows.map(toProductView) };
}
