import { react } from '#server/lib/domain-events.js';
import { AD_CONTACT_TAPPED } from '../ad-activity/index.js';
import { PROPERTY_MESSAGE_SENT } from '../messages/index.js';
import { officeMemberLeft } from '../offices/index.js';
import { handOverLeads, recordAnswer, recordContact } from './record-contact.js';

/** Messages and taps make leads; the owner's answer marks them contacted; an agent's leave moves them. */
export function connectLeadReactions(): void {
  react(PROPERTY_MESSAGE_SENT, 'leads', (tx, now, { propertyId, senderId, receiverId, toOwner }) =>
    toOwner
      ? recordContact(tx, now, { propertyId, inquirerId: senderId, kind: 'message' })
      : recordAnswer(tx, now, { propertyId, inquirerId: receiverId }),
  );
  react(AD_CONTACT_TAPPED, 'leads', (tx, now, { propertyId, userId, kind }) =>
    recordContact(tx, now, { propertyId, inquirerId: userId, kind }),
  );
  react(officeMemberLeft, 'leads', handOverLeads);
}
