import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { officeMembers, users } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { requireOfficeManager } from './office-access.js';
import { countResponses, figuresOf, quickResponseThresholds } from './response-figures.js';

/** Every member's response figures, counted now, for the office's owner and managers. */
export async function officeResponseTime(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  caller: AuthUser,
  officeId: number,
) {
  await requireOfficeManager(deps.db, officeId, caller.id);
  const rules = deps.config.quickResponse;
  const members = await deps.db
    .select({ id: users.id, name: users.fullName })
    .from(officeMembers)
    .innerJoin(users, eq(users.id, officeMembers.userId))
    .where(eq(officeMembers.officeId, officeId))
    .orderBy(asc(officeMembers.joinedAt), asc(users.id));
  const counted = await countResponses(
    deps.db,
    deps.clock.now(),
    rules,
    members.map((member) => member.id),
  );
  const byAdvertiser = new Map(counted.map((row) => [row.advertiserId, row]));
  return {
    agents: members.map((member) => ({
      agent: { id: member.id, name: member.name?.trim() || null },
      figures: figuresOf(byAdvertiser.get(member.id), rules),
    })),
    thresholds: quickResponseThresholds(rules),
  };
}
