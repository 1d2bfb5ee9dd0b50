import { sql } from 'drizzle-orm';
import { adActivityTotals } from '#server/db/schema/index.js';
import { react } from '#server/lib/domain-events.js';
import { PROPERTY_MESSAGE_SENT } from '../messages/index.js';
import { officeMemberLeft } from '../offices/index.js';
import { utcDay } from './utc-day.js';
import { userVisitorKey } from './visitor-key.js';
import { writeActivity } from './write-activity.js';

/**
 * An inquirer's message to an ad's owner counts as `message` activity, once per inquirer, ad and day.
 * Written in the sending transaction (messages are rare, and the count then holds exactly the
 * messages that were stored) rather than through the batching recorder.
 */
export function connectAdActivityReactions(): void {
  react(PROPERTY_MESSAGE_SENT, 'ad-activity', async (tx, now, { propertyId, senderId, toOwner }) => {
    if (!toOwner) return;
    await writeActivity(tx, [
      { day: utcDay(now), propertyId, kind: 'message', visitorKey: userVisitorKey(senderId) },
    ]);
  });
  // The office's ads an agent held go to its owner (the properties module's reaction): their totals
  // follow, so the owner's and the office's desk sort them at once.
  react(officeMemberLeft, 'ad-activity', async (tx, _now, { officeId, userId, ownerId }) => {
    await tx.execute(sql`
      update ${adActivityTotals} set owner_id = ${ownerId}
       where office_id = ${officeId} and owner_id = ${userId}`);
  });
}
