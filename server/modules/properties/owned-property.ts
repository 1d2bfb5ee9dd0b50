import { and, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { properties, type PropertyRow } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { AppError } from '#server/lib/errors.js';

/** The caller's own property, locked for the transaction; anyone else's is "not found". */
export async function lockOwnedProperty(
  tx: Pick<Database, 'select'>,
  caller: AuthUser,
  propertyId: number,
): Promise<PropertyRow> {
  const [property] = await tx
    .select()
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.ownerId, caller.id)))
    .for('update');
  if (!property) throw new AppError('notFound', 'notFound');
  return property;
}
