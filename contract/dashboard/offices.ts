import { z } from 'zod';
import { identityKinds, type IdentityRequestState } from '../identity.js';
import { falStates, officeRoles, officeStatuses } from '../offices.js';
import { absentWhenEmpty, listEnvelope, sortablePagingQuery } from '../paging.js';
import { sentStatuses } from '../properties.js';
import { writtenText } from '../written-text.js';
import { openApiSchemas } from '../openapi-registry.js';

/**
 * Why an office is suspended: `licence` by the FAL licence re-check (it ends when the licence is
 * valid again), `staff` by the back-office (it ends when staff reinstate it).
 */
export const officeSuspensionReasons = ['licence', 'staff'] as const;
export type OfficeSuspensionReason = (typeof officeSuspensionReasons)[number];

/** `Query` matches part of either name or the FAL number. */
export const officeListQuery = sortablePagingQuery(['newest', 'oldest', 'nameAsc', 'nameDesc'], {
  Status: absentWhenEmpty(z.enum(officeStatuses, { error: 'fieldInvalid' })),
  LicenceState: absentWhenEmpty(z.enum(falStates, { error: 'fieldInvalid' })),
});
export type OfficeListQuery = z.infer<typeof officeListQuery>;
export type OfficeSortOrder = NonNullable<OfficeListQuery['SortBy']>;

const officeFields = {
  id: z.number().int(),
  nameAr: z.string(),
  nameEn: z.string(),
  falNumber: z.string(),
  /** What the authority last said of the FAL licence (an expiry date since passed reads `expired`). */
  falState: z.enum(falStates),
  falExpiresAt: z.iso.datetime().nullable(),
  falCheckedAt: z.iso.datetime(),
  status: z.enum(officeStatuses),
  suspensionReason: z.enum(officeSuspensionReasons).nullable(),
  membersCount: z.number().int(),
  createdAt: z.iso.datetime(),
};

export const dashboardOfficeListItem = z
  .object(officeFields)
  .register(openApiSchemas, { id: 'DashboardOfficeListItem' });
export type DashboardOfficeListItem = z.infer<typeof dashboardOfficeListItem>;
export const dashboardOfficeList = listEnvelope(dashboardOfficeListItem);

export const dashboardOfficeMember = z.object({
  userId: z.uuid(),
  nameAr: z.string().nullable(),
  nameEn: z.string().nullable(),
  role: z.enum(officeRoles),
  /** Masked: the back-office sees which number, never the number. */
  phone: z.string(),
  joinedAt: z.iso.datetime(),
});

/** One line of the office's own audit (`office_events`), newest first. */
export const dashboardOfficeEvent = z.object({
  id: z.number().int(),
  action: z.string(),
  /** A member's name, a staff member's email, or null for the system (the licence re-check). */
  actor: z.string().nullable(),
  /** The member the action was about (invited, removed, role changed), when there is one. */
  subject: z.string().nullable(),
  /** A staff suspension's reason. */
  reason: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

export const dashboardOffice = z
  .object({
    ...officeFields,
    holderKind: z.enum(['individual', 'establishment']).nullable(),
    members: z.array(dashboardOfficeMember),
    /** Its ads (drafts aside) counted by status; a status without ads is left out. */
    ads: z.array(z.object({ status: z.enum(sentStatuses), count: z.number().int() })),
    /** The latest 50 lines of its audit, newest first. */
    events: z.array(dashboardOfficeEvent),
  })
  .register(openApiSchemas, { id: 'DashboardOffice' });
export type DashboardOffice = z.infer<typeof dashboardOffice>;

export const suspendOfficeBody = z.object({
  reason: writtenText({ error: 'officeSuspensionReasonRequired' })
    .min(3, 'officeSuspensionReasonRequired')
    .max(500, 'officeSuspensionReasonLength'),
});
export type SuspendOfficeBody = z.infer<typeof suspendOfficeBody>;

/** What the verification queue holds: identity checks that failed, offices whose licence lapsed or that wait for review. */
export const verificationKinds = ['identity', 'officeLicence', 'officeReview'] as const;
export type VerificationKind = (typeof verificationKinds)[number];

/** The identity checks that ended without a verified identity. */
export const failedIdentityStates = [
  'rejected',
  'expired',
  'unavailable',
  'inUse',
] as const satisfies readonly IdentityRequestState[];

export const verificationQueueQuery = sortablePagingQuery(['newest'], {
  Kind: absentWhenEmpty(z.enum(verificationKinds, { error: 'fieldInvalid' })),
});
export type VerificationQueueQuery = z.infer<typeof verificationQueueQuery>;

/**
 * One item of the queue. An identity check names the person by their masked phone and the ID by its
 * kind and last four digits only; an office item by its names, FAL number and licence state.
 */
export const verificationQueueItem = z
  .object({
    kind: z.enum(verificationKinds),
    /** The identity request's id, or the office's. */
    id: z.string(),
    at: z.iso.datetime(),
    identity: z
      .object({
        userId: z.uuid(),
        phone: z.string(),
        name: z.string().nullable(),
        idKind: z.enum(identityKinds),
        idLast4: z.string(),
        state: z.enum(failedIdentityStates),
      })
      .nullable(),
    office: z
      .object({
        id: z.number().int(),
        nameAr: z.string(),
        nameEn: z.string(),
        falNumber: z.string(),
        falState: z.enum(falStates),
        status: z.enum(officeStatuses),
      })
      .nullable(),
  })
  .register(openApiSchemas, { id: 'VerificationQueueItem' });
export type VerificationQueueItem = z.infer<typeof verificationQueueItem>;
export const verificationQueue = listEnvelope(verificationQueueItem);
