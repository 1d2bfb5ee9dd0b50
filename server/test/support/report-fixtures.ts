import { eq, sql } from 'drizzle-orm';
import * as reportsApi from '#contract/endpoints/reports.js';
import { users } from '#server/db/schema/index.js';
import { signIn, type SignedIn } from './sign-in-flow.js';
import type { TestServer } from './test-server.js';

/** A user who signed up two days ago: their reports count as their account, in full (ADR 0019). */
export async function establishedUser(server: TestServer): Promise<SignedIn> {
  const user = await signIn(server);
  await server.deps.db
    .update(users)
    .set({ createdAt: sql`${users.createdAt} - interval '2 days'` })
    .where(eq(users.id, user.userId));
  return user;
}

/** Reports the ad as each of `reporters`, from their own addresses; every report must be taken. */
export async function reportAdAs(
  server: TestServer,
  adId: number,
  reporters: { user?: SignedIn; ip: string }[],
  reason: 'scam' | 'fakePhotos' | 'wrongPrice' = 'scam',
): Promise<void> {
  for (const { user, ip } of reporters) {
    const answer = await server.send(
      reportsApi.reportItem,
      { body: { kind: 'ad', id: adId, reason } },
      { token: user?.token, headers: { 'x-forwarded-for': ip } },
    );
    if (answer.status !== 200) throw new Error(`report answered ${answer.status}`);
  }
}
