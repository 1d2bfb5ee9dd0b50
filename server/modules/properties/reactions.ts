import { sql } from 'drizzle-orm';
import { react } from '#server/lib/domain-events.js';
import { officeMemberLeft } from '../offices/index.js';

/** A member who leaves an office leaves its ads: they go to the office's owner, live as they were. */
export function connectPropertyReactions(): void {
  react(officeMemberLeft, 'properties', async (tx, now, { officeId, userId, ownerId }) => {
    await tx.execute(sql`
      update properties
         set owner_id = ${ownerId}, updated_at = ${now}, version = version + 1
       where office_id = ${officeId} and owner_id = ${userId}`);
  });
}
