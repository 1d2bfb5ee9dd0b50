import { readFile } from 'node:fs/promises';
import * as account from '#contract/endpoints/account.js';
import type { SignedIn } from './sign-in-flow.js';
import type { TestServer } from '../servers/test-server.js';

export interface VerificationLink {
  url: URL;
  body: { user: string; at: number; token: string };
}

/** The verification link in an email's text, as its page reads it from the address bar. */
export function verificationLinkIn(text: string): VerificationLink {
  const found = /https?:\/\/\S+\/account\/verify-email\?\S+/.exec(text)?.[0];
  if (!found) throw new Error('no verification link in the email');
  const url = new URL(found);
  const query = url.searchParams;
  return {
    url,
    body: { user: query.get('user') ?? '', at: Number(query.get('at')), token: query.get('token') ?? '' },
  };
}

/** The newest email to `address` in the development outbox (EMAIL_PROVIDER=outbox). */
export async function lastOutboxEmail(
  outboxFile: string,
  address: string,
): Promise<{ subject: string; text: string }> {
  const lines = (await readFile(outboxFile, 'utf8').catch(() => '')).split('\n').filter(Boolean);
  const mails = lines.map((line) => JSON.parse(line) as { to: string; subject: string; text: string });
  const mail = mails.filter((item) => item.to === address).at(-1);
  if (!mail) throw new Error(`no email to ${address} in the outbox`);
  return mail;
}

/**
 * Gives the user `address` and verifies it as its owner would: asks for the link, reads it from the
 * outbox and opens it.
 */
export async function verifyEmailOf(server: TestServer, user: SignedIn, address: string): Promise<void> {
  const saved = await server.send(account.updateProfile, { body: { email: address } }, { token: user.token });
  if (saved.status !== 200) throw new Error(`updateprofile answered ${saved.status}`);
  const sent = await server.send(account.sendEmailVerification, {}, { token: user.token });
  if (sent.status !== 200)
    throw new Error(`email-verification answered ${sent.status}: ${sent.error.message}`);
  const link = verificationLinkIn((await lastOutboxEmail(server.deps.config.email.outboxFile, address)).text);
  const verified = await server.send(account.verifyEmail, { body: link.body });
  if (verified.status !== 200) throw new Error(`verify-email answered ${verified.status}`);
}
