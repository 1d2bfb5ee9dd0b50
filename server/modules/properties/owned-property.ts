import { and, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { properties, type PropertyRow } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { AppError } from '#server/lib/errors.js';
import { editableAds } from '../offices/index.js';

/**
 * The caller's own property, or one of the office they manage (ADR 0039), locked for the transaction;
 * anyone else's is "not found".
 */
export async function lockOwnedProperty(
  tx: Pick<Database, 'select'>,
  caller: AuthUser,
  propertyId: number,
): Promise<PropertyRow> {
  const [property] = await tx
    .select()
    .from(properties)
    .where(and(eq(properties.id, propertyId), await editableAds(tx, caller.id)))
    .for('update');
  if (!property) throw new AppError('notFound', 'notFound');
  return property;
}
