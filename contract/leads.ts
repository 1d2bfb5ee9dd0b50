import { z } from 'zod';
import { listEnvelope, pagingQuery, queryId } from './paging.js';
import { absentWhenEmpty } from './paging.js';
import { writtenText } from './written-text.js';
import { openApiSchemas } from './openapi-registry.js';

/** How an inquirer first reached the advertiser about an ad (docs/decisions/0040-the-advertisers-desk.md, "Leads and response time"). */
export const leadKinds = ['message', 'callTap', 'whatsappTap'] as const;
export type LeadKind = (typeof leadKinds)[number];

/** Where the advertiser stands with an inquirer; every lead starts `new`. */
export const leadStatuses = ['new', 'contacted', 'visited', 'closed', 'lost'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** The longest note an advertiser keeps on a lead. */
export const LEAD_NOTE_MAX_LENGTH = 1000;
/** Leads one CSV export holds at most (the newest first). */
export const LEAD_EXPORT_MAX_ROWS = 10_000;

export const leadIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const leadFilters = {
  status: absentWhenEmpty(z.enum(leadStatuses, { error: 'choiceInvalid' })),
  kind: absentWhenEmpty(z.enum(leadKinds, { error: 'choiceInvalid' })),
  propertyId: queryId,
};

/** The caller's leads: the filters, and a page of 20 by default. */
export const myLeadsQuery = pagingQuery(20).omit({ Query: true }).extend(leadFilters);
/** The same for an office, with the agent (the ad's owner) too. */
export const officeLeadsQuery = myLeadsQuery.extend({
  agentId: absentWhenEmpty(z.uuid({ error: 'choiceInvalid' })),
});
export const myLeadsExportQuery = z.object(leadFilters);
export const officeLeadsExportQuery = myLeadsExportQuery.extend({
  agentId: officeLeadsQuery.shape.agentId,
});

export type LeadFilters = z.infer<typeof officeLeadsExportQuery>;

export const lead = z
  .object({
    id: z.number().int(),
    property: z.object({ id: z.number().int(), title: z.string() }),
    /** The ad's owner: the agent who posted it, for an office's ad. */
    advertiser: z.object({ id: z.uuid(), name: z.string().nullable() }),
    /** Their first name only, as messages show it; never their number (ADR 0040). */
    inquirer: z.object({ id: z.uuid(), firstName: z.string().nullable() }),
    kind: z.enum(leadKinds),
    status: z.enum(leadStatuses),
    note: z.string(),
    remindOn: z.iso.date().nullable(),
    /** The conversation with the inquirer about the ad, once they have written. */
    conversationPath: z.string().nullable(),
    createdAt: z.iso.datetime(),
    lastContactAt: z.iso.datetime(),
  })
  .register(openApiSchemas, { id: 'Lead' });
export type Lead = z.infer<typeof lead>;

export const leadList = listEnvelope(lead);
export type LeadList = z.infer<typeof leadList>;

export const updateLeadBody = z.object({
  status: z.enum(leadStatuses, { error: 'choiceInvalid' }).optional(),
  note: writtenText({ error: 'leadNoteInvalid' }).max(LEAD_NOTE_MAX_LENGTH, 'leadNoteTooLong').optional(),
  remindOn: z.iso.date({ error: 'leadRemindOnInvalid' }).nullable().optional(),
});
export type UpdateLeadBody = z.infer<typeof updateLeadBody>;

/** One advertiser's answers to new conversations over the last 30 days. */
export const responseFigures = z
  .object({
    /** Conversations inquirers started with them in the window (young unanswered ones aside). */
    conversations: z.number().int(),
    answered: z.number().int(),
    /** answered / conversations, or null without conversations. */
    rate: z.number().nullable(),
    /** The median minutes to the first answer, over the answered ones; null without any. */
    medianMinutes: z.number().nullable(),
    /** Both thresholds pass: their ads carry the "Quick to respond" badge. */
    quick: z.boolean(),
  })
  .register(openApiSchemas, { id: 'ResponseFigures' });
export type ResponseFigures = z.infer<typeof responseFigures>;

/**
 * The thresholds the "Quick to respond" badge asks for, as configured (QUICK_RESPONSE_MIN_RATE,
 * QUICK_RESPONSE_MAX_MEDIAN_MINUTES, QUICK_RESPONSE_MIN_CONVERSATIONS) over a fixed window of days.
 */
export const responseThresholds = z
  .object({
    /** The share of conversations answered, from 0 to 1. */
    minRate: z.number(),
    maxMedianMinutes: z.number(),
    minConversations: z.number().int(),
    windowDays: z.number().int(),
  })
  .register(openApiSchemas, { id: 'ResponseThresholds' });
export type ResponseThresholds = z.infer<typeof responseThresholds>;

export const myResponseFigures = z.object({
  figures: responseFigures,
  thresholds: responseThresholds,
});

export const officeResponseFigures = z.object({
  agents: z.array(
    z.object({ agent: z.object({ id: z.uuid(), name: z.string().nullable() }), figures: responseFigures }),
  ),
  thresholds: responseThresholds,
});
