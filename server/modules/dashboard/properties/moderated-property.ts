import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { properties, type PropertyRow } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';

/** Any sent ad, locked for the transaction (a draft is its owner's alone: not found). */
export async function lockProperty(tx: Pick<Database, 'select'>, id: number): Promise<PropertyRow> {
  const [property] = await tx.select().from(properties).where(eq(properties.id, id)).for('update');
  if (!property || property.status === 'draft') throw new AppError('notFound', 'notFound');
  return property;
}

/** What the audit log keeps of an ad: what moderation changes, and enough to recognise it. */
export function propertySnapshot(row: PropertyRow) {
  return {
    id: row.id,
    ownerId: row.ownerId,
    category: row.category,
    titleAr: row.titleAr,
    titleEn: row.titleEn,
    price: row.price,
    currency: row.currency,
    status: row.status,
    rejectionReason: row.rejectionReason,
    isFeatured: row.isFeatured,
    publishedAt: row.publishedAt,
    updatedAt: row.updatedAt,
    version: row.version,
  };
}
