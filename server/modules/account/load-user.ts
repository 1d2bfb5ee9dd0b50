import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { users, type UserRow } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';

export async function loadUser(deps: AppDeps, userId: string): Promise<UserRow> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('unauthenticated', 'sessionExpired');
  return user;
}
