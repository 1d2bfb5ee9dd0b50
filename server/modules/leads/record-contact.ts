import { sql } from 'drizzle-orm';
import type { LeadKind } from '#contract/leads.js';
import type { EventExecutor } from '#server/lib/domain-events.js';

/**
 * Someone reached an ad's advertiser: their lead on the ad is made, or, for a person already in the
 * inbox, its last contact moves (one lead per person and ad, whatever they do). A lead marked lost
 * comes back as new (they are back); any other status stays. Nothing for the ad's own owner.
 */
export async function recordContact(
  tx: EventExecutor,
  now: Date,
  contact: { propertyId: number; inquirerId: string; kind: LeadKind },
): Promise<void> {
  const messaged = contact.kind === 'message';
  await tx.execute(sql`
    insert into leads (property_id, advertiser_id, office_id, inquirer_id, kind, messaged,
                       created_at, updated_at, last_contact_at)
    select p.id, p.owner_id, p.office_id, ${contact.inquirerId}, ${contact.kind}, ${messaged},
           ${now}, ${now}, ${now}
      from properties p
     where p.id = ${contact.propertyId} and p.owner_id <> ${contact.inquirerId}
    on conflict (property_id, inquirer_id) do update
       set last_contact_at = greatest(leads.last_contact_at, excluded.last_contact_at),
           messaged = leads.messaged or excluded.messaged,
           status = case when leads.status = 'lost' then 'new' else leads.status end,
           updated_at = excluded.updated_at`);
}

/** The advertiser answered the inquirer: a new lead is now contacted. */
export async function recordAnswer(
  tx: EventExecutor,
  now: Date,
  answer: { propertyId: number; inquirerId: string },
): Promise<void> {
  await tx.execute(sql`
    update leads set status = 'contacted', updated_at = ${now}
     where property_id = ${answer.propertyId} and inquirer_id = ${answer.inquirerId} and status = 'new'`);
}

/** A member left an office: the leads on its ads they held follow the ads to the office's owner. */
export async function handOverLeads(
  tx: EventExecutor,
  now: Date,
  left: { officeId: number; userId: string; ownerId: string },
): Promise<void> {
  await tx.execute(sql`
    update leads set advertiser_id = ${left.ownerId}, updated_at = ${now}
     where office_id = ${left.officeId} and advertiser_id = ${left.userId}`);
}
