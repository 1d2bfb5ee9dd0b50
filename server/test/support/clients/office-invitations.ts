import { readFile } from 'node:fs/promises';

/** The token of the newest office invitation SMS to `e164` in a development outbox (its `/offices/join?token=` link). */
export async function invitationTokenIn(outboxFile: string, e164: string): Promise<string> {
  const lines = (await readFile(outboxFile, 'utf8')).trim().split('\n');
  const texts = lines
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .filter((message) => message.to === e164)
    .map((message) => message.text);
  const token = /\/offices\/join\?token=([\w-]+)/.exec(texts.at(-1) ?? '')?.[1];
  if (!token) throw new Error(`no invitation was sent to ${e164}`);
  return token;
}
