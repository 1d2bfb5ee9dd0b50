import * as account from '#contract/endpoints/account.js';
import * as properties from '#contract/endpoints/properties.js';
import type { ApiCaller } from '../clients/api-caller.js';
import { residenceBody, type Lookups } from '../fixtures/catalogue-fixtures.js';
import { signIn, type SignedIn } from '../clients/sign-in-flow.js';

/** Every write the server acknowledged (answered 2xx) during a burst. */
export interface Acknowledged {
  ads: { owner: SignedIn; id: number; title: string }[];
  signIns: SignedIn[];
  profiles: { user: SignedIn; fullName: string }[];
  /** Writes that got no answer (the server died under them): they may or may not have happened. */
  unanswered: number;
  /** The rename each user was waiting for when the server died (it may have committed). */
  renameInFlight: Map<string, string>;
}

export const noneAcknowledged = (): Acknowledged => ({
  ads: [],
  signIns: [],
  profiles: [],
  unanswered: 0,
  renameInFlight: new Map(),
});

export const ackCount = (ack: Acknowledged) => ack.ads.length + ack.signIns.length + ack.profiles.length;

/**
 * Concurrent writers, each looping until the server stops answering: ads (a transaction over several
 * tables), new sign-ins (code, user, session), profile renames. Only 2xx answers are recorded.
 */
export function writeBurst(
  server: ApiCaller,
  l: Lookups,
  owners: SignedIn[],
  ack: Acknowledged,
): Promise<void> {
  let sequence = 0;
  const loop = async (write: () => Promise<boolean>) => {
    for (;;) {
      try {
        if (!(await write())) return;
      } catch {
        ack.unanswered += 1;
        return;
      }
    }
  };
  const adWriter = (owner: SignedIn) => async () => {
    sequence += 1;
    const title = `Burst ad ${sequence}`;
    const answer = await server.send(
      properties.saveResidence,
      { body: residenceBody(l, { titleEn: title }) },
      { token: owner.token },
    );
    if (answer.status !== 200) return false;
    ack.ads.push({ owner, id: answer.body.id, title });
    return true;
  };
  const signInWriter = async () => {
    ack.signIns.push(await signIn(server));
    return true;
  };
  const profileWriter = (user: SignedIn) => async () => {
    sequence += 1;
    const fullName = `Burst name ${sequence}`;
    ack.renameInFlight.set(user.userId, fullName);
    const answer = await server.send(account.updateProfile, { body: { fullName } }, { token: user.token });
    if (answer.status !== 200) return false;
    ack.profiles.push({ user, fullName });
    return true;
  };
  return Promise.all([
    ...owners.map((owner) => loop(adWriter(owner))),
    ...owners.map((owner) => loop(profileWriter(owner))),
    loop(signInWriter),
    loop(signInWriter),
  ]).then(() => undefined);
}

/** What of the acknowledged writes a server no longer shows; empty when every one is there. */
export async function missingWrites(server: ApiCaller, ack: Acknowledged): Promise<string[]> {
  const missing: string[] = [];
  for (const ad of ack.ads) {
    const answer = await server.send(
      properties.getProperty,
      { params: { id: ad.id } },
      { token: ad.owner.token, language: 'en' },
    );
    if (answer.status !== 200 || answer.body.title !== ad.title)
      missing.push(`ad ${ad.id} (${answer.status})`);
  }
  for (const user of ack.signIns) {
    const answer = await server.send(account.refreshToken, { body: { refreshToken: user.refreshToken } });
    if (answer.status !== 200) missing.push(`session of ${user.e164} (${answer.status})`);
  }
  const lastName = new Map<SignedIn, string>();
  for (const { user, fullName } of ack.profiles) lastName.set(user, fullName);
  for (const [user, fullName] of lastName) {
    const answer = await server.send(
      account.getProfile,
      { params: { id: user.userId } },
      { token: user.token },
    );
    const shown = answer.status === 200 ? answer.body.fullName : undefined;
    if (answer.status !== 200 || (shown !== fullName && shown !== ack.renameInFlight.get(user.userId)))
      missing.push(`profile ${fullName} (${answer.status}: ${String(shown)})`);
  }
  return missing;
}
