import { eq, sql } from 'drizzle-orm';
import type { Profile, UpdateProfileBody } from '#contract/account.js';
import type { AppDeps } from '#server/deps.js';
import { users } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { fieldError } from '#server/lib/errors.js';
import { normalizeAnyPhone } from '#server/lib/phone.js';
import { loadUser } from './load-user.js';
import { toProfile } from './profile-view.js';

/** Fields left out stay as they are; an empty string or null clears one. */
export async function updateProfile(
  deps: AppDeps,
  caller: AuthUser,
  body: UpdateProfileBody,
): Promise<Profile> {
  const current = await loadUser(deps, caller.id);
  let whatsapp = body.whatsapp;
  if (typeof whatsapp === 'string') {
    whatsapp = normalizeAnyPhone(whatsapp, current.dialCode);
    if (!whatsapp) throw fieldError('whatsapp', 'whatsappInvalid');
  }
  const [updated] = await deps.db
    .update(users)
    .set({
      fullName: body.fullName,
      email: body.email,
      // Another address is unverified until its owner opens the link mailed to it (ADR 0028);
      // compared with the stored one in the same statement, so no other write can slip between.
      ...(body.email === undefined
        ? {}
        : {
            emailVerifiedAt: sql`case when lower(${users.email}) = lower(${body.email}) then ${users.emailVerifiedAt} end`,
          }),
      whatsapp,
      preferredLanguage: body.preferredLanguage,
      updatedAt: deps.clock.now(),
    })
    .where(eq(users.id, caller.id))
    .returning();
  return toProfile(updated ?? current, deps.storage);
}
