import { and, eq } from 'drizzle-orm';
import { officeCan, type OfficeAction, type OfficeRole } from '#contract/offices.js';
import type { Database } from '#server/db/client.js';
import { officeEvents, officeMembers } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';

type Reader = Pick<Database, 'select'>;

/** The user's role in the office, or null when they are not one of its people. */
export async function roleIn(db: Reader, officeId: number, userId: string): Promise<OfficeRole | null> {
  const [member] = await db
    .select({ role: officeMembers.role })
    .from(officeMembers)
    .where(and(eq(officeMembers.officeId, officeId), eq(officeMembers.userId, userId)));
  return member?.role ?? null;
}

/**
 * The caller may do `action` in the office (contract/offices.ts `officeAccess`): a 404 for people
 * outside it (the office's inner workings are none of theirs), a 403 for a role that may not.
 */
export async function requireOfficeAction(
  db: Reader,
  officeId: number,
  userId: string,
  action: OfficeAction,
): Promise<OfficeRole> {
  const role = await roleIn(db, officeId, userId);
  if (role === null) throw new AppError('notFound', 'notFound');
  if (!officeCan(role, action)) throw new AppError('forbidden', 'officeRoleForbidden');
  return role;
}

type Writer = Pick<Database, 'insert'>;

/** One line of the office's audit: who did what, to whom, when. */
export async function recordOfficeEvent(
  db: Writer,
  event: {
    officeId: number;
    actorId: string | null;
    action: string;
    subjectUserId?: string | null;
    details?: Record<string, unknown>;
    at: Date;
  },
) {
  await db.insert(officeEvents).values({
    officeId: event.officeId,
    actorId: event.actorId,
    action: event.action,
    subjectUserId: event.subjectUserId ?? null,
    details: event.details ?? {},
    createdAt: event.at,
  });
}
