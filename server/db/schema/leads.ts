import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, real, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { LEAD_NOTE_MAX_LENGTH, leadKinds, leadStatuses } from '#contract/leads.js';
import { identityId, oneOf, stamp, writtenAt } from './columns.js';
import { offices } from './offices.js';
import { propertyLink } from './property-link.js';
import { userLink } from './user-link.js';

/**
 * A person who reached an ad's advertiser (docs/decisions/0040-the-advertisers-desk.md, "Leads and response time"): one row per inquirer
 * and ad, made by their first message, call tap or WhatsApp tap; later contacts move
 * `last_contact_at`. `advertiser_id` and `office_id` follow the ad (an agent who leaves an office
 * leaves its ads' leads to its owner). No phone number is kept here.
 */
export const leads = pgTable(
  'leads',
  {
    id: identityId(),
    propertyId: propertyLink('property_id'),
    advertiserId: userLink('advertiser_id'),
    officeId: integer('office_id').references(() => offices.id, { onDelete: 'set null' }),
    inquirerId: userLink('inquirer_id'),
    /** How they first reached out; it does not change. */
    kind: text('kind', { enum: leadKinds }).notNull(),
    /** They have written about the ad: the lead links to the conversation. */
    messaged: boolean('messaged').notNull().default(false),
    status: text('status', { enum: leadStatuses }).notNull().default('new'),
    note: text('note').notNull().default(''),
    remindOn: date('remind_on', { mode: 'string' }),
    ...writtenAt(),
    lastContactAt: stamp('last_contact_at').notNull(),
  },
  (t) => [
    uniqueIndex('leads_property_inquirer_key').on(t.propertyId, t.inquirerId),
    index('leads_advertiser_idx').on(t.advertiserId, t.lastContactAt.desc()),
    index('leads_office_idx')
      .on(t.officeId, t.lastContactAt.desc())
      .where(sql`${t.officeId} is not null`),
    index('leads_inquirer_idx').on(t.inquirerId),
    check('leads_kind', oneOf('kind', leadKinds)),
    check('leads_status', oneOf('status', leadStatuses)),
    check('leads_note_length', sql.raw(`char_length(note) <= ${LEAD_NOTE_MAX_LENGTH}`)),
  ],
);

export type LeadRow = typeof leads.$inferSelect;

/**
 * Each advertiser's answers to new conversations over the last 30 days, as the hourly job last
 * counted them, and whether they earn the "Quick to respond" badge: ads' cards read `quick` by the
 * owner's key instead of counting messages. Advertisers without conversations have no row.
 */
export const advertiserResponseStats = pgTable('advertiser_response_stats', {
  userId: userLink('user_id').primaryKey(),
  conversations: integer('conversations').notNull(),
  answered: integer('answered').notNull(),
  medianMinutes: real('median_minutes'),
  quick: boolean('quick').notNull(),
  computedAt: stamp('computed_at').notNull(),
});
