import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Language } from '#contract/common.js';
import { translate } from '#contract/message-catalogue.js';
import type { z } from 'zod';
import type { officeInvitation } from '#contract/offices.js';
import type { AppDeps } from '#server/deps.js';
import { officeInvitations, officeMembers, offices, users } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { AppError, fieldError, foundRow } from '#server/lib/errors.js';
import { maskPhone, normalizeMobile } from '#server/lib/phone.js';
import { safeError } from '#server/lib/safe-error.js';
import { keyedHash, randomToken } from '#server/lib/secrets.js';
import { INVITATION_DAYS, INVITATIONS_PER_DAY, toOfficeInvitation } from './invitation-view.js';
import { recordOfficeEvent, requireOfficeAction } from './office-role.js';

const DAY_MS = 24 * 3600 * 1000;
const DEFAULT_DIAL_CODE = '+966';

export const invitationTokenHash = (deps: Pick<AppDeps, 'secrets'>, token: string) =>
  keyedHash(deps.secrets.hashKey, 'office-invitation', token);

/**
 * Invites a mobile number into the office: owners may invite managers and agents, managers agents.
 * The link (`/offices/join?token=…`: a query, which logs leave out) goes by SMS in the office's language of the moment; its
 * token is kept only as a hash. An SMS that cannot be sent withdraws the invitation (a 503).
 */
export async function inviteMember(
  deps: AppDeps,
  caller: AuthUser,
  officeId: number,
  input: { phoneNumber: string; role: 'manager' | 'agent' },
  language: Language,
): Promise<z.infer<typeof officeInvitation>> {
  await requireOfficeAction(
    deps.db,
    officeId,
    caller.id,
    input.role === 'manager' ? 'inviteManager' : 'inviteAgent',
  );
  const normalized = normalizeMobile(input.phoneNumber, DEFAULT_DIAL_CODE, deps.config.sms.allowedCountries);
  if (!normalized.ok) throw fieldError('phoneNumber', normalized.reason);
  const phone = normalized.phone.e164;
  const now = deps.clock.now();
  const token = randomToken();
  const row = await deps.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`office-invitations:${String(officeId)}`}))`,
    );
    const [member] = await tx
      .select({ userId: officeMembers.userId })
      .from(officeMembers)
      .innerJoin(users, eq(users.id, officeMembers.userId))
      .where(and(eq(officeMembers.officeId, officeId), eq(users.phoneNumber, phone)));
    if (member) throw new AppError('conflict', 'alreadyOfficeMember');
    const [sent] = await tx
      .select({ n: count() })
      .from(officeInvitations)
      .where(
        and(
          eq(officeInvitations.officeId, officeId),
          gt(officeInvitations.createdAt, new Date(now.getTime() - DAY_MS)),
        ),
      );
    if ((sent?.n ?? 0) >= INVITATIONS_PER_DAY) {
      throw new AppError('rateLimited', 'tooManyInvitations', { params: { max: INVITATIONS_PER_DAY } });
    }
    const [inserted] = await tx
      .insert(officeInvitations)
      .values({
        id: randomUUID(),
        officeId,
        phoneNumber: phone,
        role: input.role,
        tokenHash: invitationTokenHash(deps, token),
        invitedBy: caller.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
      })
      .returning();
    if (!inserted) throw new Error('the invitation was not saved');
    await recordOfficeEvent(tx, {
      officeId,
      actorId: caller.id,
      action: 'invited',
      details: { invitation: inserted.id, role: input.role, phone: maskPhone(phone) },
      at: now,
    });
    return inserted;
  });
  await sendInvitation(deps, officeId, row.id, { phone, role: input.role, token }, language);
  return toOfficeInvitation(row, now);
}

async function sendInvitation(
  deps: AppDeps,
  officeId: number,
  invitationId: string,
  invitation: { phone: string; role: 'manager' | 'agent'; token: string },
  language: Language,
) {
  const office = foundRow(await deps.db.select().from(offices).where(eq(offices.id, officeId)));
  const link = `${deps.config.publicUrl}/offices/join?token=${invitation.token}`;
  const text = translate('officeInvitationSms', language, {
    office: language === 'ar' ? office.nameAr : office.nameEn,
    role: translate(invitation.role === 'manager' ? 'officeRoleManager' : 'officeRoleAgent', language),
    link,
  });
  try {
    await deps.sms.send({ to: invitation.phone, text });
  } catch (error) {
    deps.log.error(
      { error: safeError(error), to: maskPhone(invitation.phone) },
      'office invitation: SMS not sent',
    );
    await deps.db
      .update(officeInvitations)
      .set({ revokedAt: deps.clock.now() })
      .where(eq(officeInvitations.id, invitationId));
    throw new AppError('unavailable', 'smsUnavailable');
  }
}
