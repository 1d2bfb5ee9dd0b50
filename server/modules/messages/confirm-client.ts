import { and, eq } from 'drizzle-orm';
import type { ConfirmedClient } from '#contract/messages.js';
import type { AppDeps } from '#server/deps.js';
import { confirmedClients, properties, propertyMessages } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { AppError } from '#server/lib/errors.js';
import { between } from './conversation-query.js';

/**
 * The ad's owner confirms the other person of one of their conversations about it as a client, so
 * that person may review the ad. Someone not in such a conversation gets 404; its other person (not
 * the owner) 403. Confirming again keeps the first date.
 */
export async function confirmClient(
  deps: AppDeps,
  caller: AuthUser,
  clientId: string,
  propertyId: number,
): Promise<ConfirmedClient> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [conversation] = await tx
      .select({ ownerId: properties.ownerId })
      .from(propertyMessages)
      .innerJoin(properties, eq(properties.id, propertyMessages.propertyId))
      .where(between(propertyId, caller.id, clientId))
      .limit(1);
    if (!conversation) throw new AppError('notFound', 'notFound');
    if (conversation.ownerId !== caller.id) throw new AppError('forbidden', 'onlyOwnerConfirmsClients');
    await tx
      .insert(confirmedClients)
      .values({ propertyId, userId: clientId, confirmedAt: now })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(confirmedClients)
      .where(and(eq(confirmedClients.propertyId, propertyId), eq(confirmedClients.userId, clientId)));
    return { propertyId, userId: clientId, confirmedAt: (row?.confirmedAt ?? now).toISOString() };
  });
}
