import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { properties } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';
import { publicTitles } from '../ads/index.js';

export type Tx = Parameters<Parameters<AppDeps['db']['transaction']>[0]>[0];

/**
 * The ad an event is about, with what its notifications name (its titles as the public last saw them,
 * its category) and what the rules check (owner, status); not found when there is no such ad.
 */
export async function notifiedProperty(tx: Tx, propertyId: number) {
  const [property] = await tx
    .select({
      id: properties.id,
      ownerId: properties.ownerId,
      status: properties.status,
      category: properties.category,
      ...publicTitles,
    })
    .from(properties)
    .where(eq(properties.id, propertyId));
  if (!property) throw new AppError('notFound', 'notFound');
  return property;
}
