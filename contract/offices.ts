import { z } from 'zod';
import { latinDigits } from './digits.js';
import { writtenText } from './written-text.js';

/** Roles in a brokerage office (docs/decisions/0039-brokerage-offices.md). */
export const officeRoles = ['owner', 'manager', 'agent'] as const;
export type OfficeRole = (typeof officeRoles)[number];

/** `pendingReview`: its FAL licence is an establishment's, which staff confirm before it acts. */
export const officeStatuses = ['active', 'pendingReview', 'suspended'] as const;
export type OfficeStatus = (typeof officeStatuses)[number];

export const falStates = ['valid', 'expired', 'cancelled', 'unknown'] as const;

const officeName = (requiredKey: string) =>
  writtenText({ error: requiredKey }).min(2, 'officeNameLength').max(100, 'officeNameLength');

/** A FAL licence number as typed: digits (Arabic-Indic too), spaces ignored. */
export const falNumber = z
  .string({ error: (issue) => (issue.input === undefined ? 'falNumberRequired' : 'falNumberInvalid') })
  .transform((value) => latinDigits(value).replace(/\s/g, ''))
  .pipe(
    z
      .string()
      .min(1, 'falNumberRequired')
      .regex(/^\d{6,20}$/, 'falNumberInvalid'),
  );

export const createOfficeBody = z.object({
  nameAr: officeName('officeNameRequired'),
  nameEn: officeName('officeNameRequired'),
  falNumber,
});

export const officeIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const officeMember = z.object({
  userId: z.uuid(),
  name: z.string(),
  role: z.enum(officeRoles),
  joinedAt: z.iso.datetime(),
});

/** An office as anyone sees it. */
export const publicOffice = z.object({
  id: z.number().int(),
  name: z.string(),
  nameAr: z.string(),
  nameEn: z.string(),
  falNumber: z.string(),
  /** The FAL licence is valid at the authority (as last asked) and not past its expiry. */
  licensed: z.boolean(),
  falExpiresAt: z.iso.datetime().nullable(),
  /** Whose the FAL licence is: a person's own (an individual broker) or an establishment's. */
  falHolderKind: z.enum(['individual', 'establishment']).nullable(),
  status: z.enum(officeStatuses),
  /** The office's logo (a WebP), or null. */
  logoUrl: z.string().nullable(),
  members: z.array(officeMember),
  createdAt: z.iso.datetime(),
});
export type PublicOffice = z.infer<typeof publicOffice>;

export const myOffice = z.object({
  office: publicOffice.nullable(),
  role: z.enum(officeRoles).nullable(),
});
export type MyOffice = z.infer<typeof myOffice>;

/** What people of an office may do there; the role matrix test walks this table. */
export const officeActions = [
  'inviteAgent',
  'inviteManager',
  'seeInvitations',
  'revokeInvitation',
  'changeRole',
  'removeAgent',
  'removeManager',
  'leave',
  'handOver',
  'changeLogo',
  'editOfficeAds',
  'seeCredits',
  'spendCredits',
] as const;
export type OfficeAction = (typeof officeActions)[number];

export const officeAccess: Record<OfficeAction, readonly OfficeRole[]> = {
  inviteAgent: ['owner', 'manager'],
  inviteManager: ['owner'],
  seeInvitations: ['owner', 'manager'],
  revokeInvitation: ['owner', 'manager'],
  changeRole: ['owner'],
  removeAgent: ['owner', 'manager'],
  removeManager: ['owner'],
  // The owner hands the office over first (`handOver`), then leaves as a manager.
  leave: ['manager', 'agent'],
  // Make a manager the owner; the owner becomes a manager.
  handOver: ['owner'],
  // Upload or remove the office's logo.
  changeLogo: ['owner', 'manager'],
  // Edit, send, renew, close or delete any of the office's ads (an agent edits their own, as anyone).
  editOfficeAds: ['owner', 'manager'],
  // See the office's credit balance and ledger (docs/decisions/0041-paid-visibility.md).
  seeCredits: ['owner', 'manager', 'agent'],
  // Spend the office's money: buy credit packages and spend credits on the office's ads.
  spendCredits: ['owner', 'manager'],
};

export const officeCan = (role: OfficeRole, action: OfficeAction): boolean =>
  officeAccess[action].includes(role);

/** The roles an invitation or a change of role may give: an office has one owner. */
export const memberRoles = ['manager', 'agent'] as const;

export const inviteMemberBody = z.object({
  phoneNumber: z.string({ error: 'phoneRequired' }).trim().min(1, 'phoneRequired').max(32, 'phoneInvalid'),
  role: z.enum(memberRoles, { error: 'choiceInvalid' }),
});

export const invitationStates = ['pending', 'accepted', 'revoked', 'expired'] as const;

export const officeInvitation = z.object({
  id: z.uuid(),
  /** The invited number, masked. */
  phone: z.string(),
  role: z.enum(memberRoles),
  state: z.enum(invitationStates),
  expiresAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
});
export const officeInvitationList = z.object({ data: z.array(officeInvitation) });

export const invitationParams = z.object({
  id: officeIdParams.shape.id,
  invitationId: z.uuid({ error: 'notFound' }),
});
/** An invitation link's token: in a query or a body, never a path (paths reach the logs). */
export const invitationToken = z.object({ token: z.string().min(20, 'notFound').max(100, 'notFound') });

/** What the invited person sees before accepting. */
export const invitationPreview = z.object({
  officeId: z.number().int(),
  officeName: z.string(),
  role: z.enum(memberRoles),
  expiresAt: z.iso.datetime(),
});

export const memberParams = z.object({ id: officeIdParams.shape.id, userId: z.uuid({ error: 'notFound' }) });
export const memberRoleBody = z.object({ role: z.enum(memberRoles, { error: 'choiceInvalid' }) });

/** The owner hands the office over to one of its managers. */
/**
 * `falNumber`: the new owner's own FAL licence, which becomes the office's; needed while the office's
 * licence is its owner's own (an individual's), unless OFFICE_OWNER_HOLDS_LICENCE is off (ADR 0039).
 */
export const handOverBody = z.object({
  userId: z.uuid({ error: 'notFound' }),
  falNumber: falNumber.optional(),
});
