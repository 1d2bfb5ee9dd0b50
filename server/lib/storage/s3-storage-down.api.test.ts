import { createServer, type Server, type Socket } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as account from '#contract/endpoints/account.js';
import * as properties from '#contract/endpoints/properties.js';
import {
  createAd,
  loadLookups,
  residenceBody,
  type Lookups,
} from '#server/test/support/fixtures/catalogue-fixtures.js';
import { startLocalS3, type LocalS3 } from '#server/test/support/fakes/local-s3.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { startTcpProxy, type TcpProxy } from '#server/test/support/faults/tcp-proxy.js';
import { startTestServer, type TestServer } from '#server/test/support/servers/test-server.js';

/**
 * The bucket goes away under a running server (a TCP proxy in front of s3rver, closed and reopened),
 * and a second server talks to a store that takes connections and never answers. Uploads answer a
 * localized 503 with Retry-After, never a 500 or a hang; deletes still succeed (the file is left for
 * the orphan purge); once the store is back, uploads work again.
 */
const UNAVAILABLE = {
  ar: 'تعذر حفظ الصور الآن، حاول مرة أخرى بعد قليل',
  en: 'Photos cannot be saved right now, please try again shortly',
};

let s3: LocalS3;
let proxy: TcpProxy;
let server: TestServer;
let silent: Server;
const held = new Set<Socket>();
let silentServer: TestServer;
let l: Lookups;
let owner: SignedIn;

beforeAll(async () => {
  s3 = await startLocalS3();
  proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(s3.env.S3_ENDPOINT ?? '').port) });
  silent = createServer((socket) => {
    held.add(socket);
    socket.on('close', () => held.delete(socket));
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const silentPort = (silent.address() as { port: number }).port;
  const shortTimeouts = { S3_CONNECT_TIMEOUT_SECONDS: '1', S3_REQUEST_TIMEOUT_SECONDS: '1' };
  [server, silentServer] = await Promise.all([
    startTestServer({
      ...s3.env,
      ...shortTimeouts,
      S3_ENDPOINT: `http://127.0.0.1:${String(proxy.port)}`,
      MODERATION: 'off',
    }),
    startTestServer({ ...s3.env, ...shortTimeouts, S3_ENDPOINT: `http://127.0.0.1:${String(silentPort)}` }),
  ]);
  l = await loadLookups(server);
  owner = await signIn(server);
}, 120_000);
afterAll(async () => {
  await Promise.all([server.close(), silentServer.close()]);
  for (const socket of held) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
  await proxy.close().catch(() => undefined);
  await s3.close();
});

const photo = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#2a6f4d' } })
    .jpeg()
    .toBuffer();

async function uploadProfilePhoto(target: TestServer, token: string, language: 'ar' | 'en' = 'ar') {
  const body = new FormData();
  body.append('file', new Blob([await photo()]), 'me.jpg');
  return target.send(account.uploadProfileImage, { body }, { token, language });
}

async function uploadAdPhoto(propertyId: number) {
  const body = new FormData();
  body.append('propertyId', String(propertyId));
  body.append('files', new Blob([await photo()]), 'photo.jpg');
  return server.send(properties.uploadMedia, { body }, { token: owner.token, language: 'en' });
}

const mediaOf = async (id: number) =>
  (await server.send(properties.getProperty, { params: { id } })).body.media.map((item) => item.id);

describe('the bucket is unreachable', () => {
  it('uploads answer 503 in the reader’s language, deletes go through, and it all recovers', async () => {
    const { id } = await createAd(server, owner.token, 'residence', residenceBody(l));
    const before = await uploadAdPhoto(id);
    expect(before.status).toBe(200);
    const [stored] = before.body.data;
    if (!stored) throw new Error('no photo was stored');

    await proxy.close();
    const profile = await uploadProfilePhoto(server, owner.token);
    expect(profile.status).toBe(503);
    expect(profile.error).toEqual({ message: UNAVAILABLE.ar });
    expect(profile.headers.get('retry-after')).toBe('10');
    expect((await uploadProfilePhoto(server, owner.token, 'en')).error.message).toBe(UNAVAILABLE.en);

    const adPhoto = await uploadAdPhoto(id);
    expect(adPhoto.status).toBe(503);
    expect(adPhoto.error.message).toBe(UNAVAILABLE.en);
    expect(await mediaOf(id)).toEqual([stored.id]);

    // The photo leaves the ad; its objects stay behind (logged) until the purge finds them.
    const removed = await server.send(
      properties.deleteMedia,
      { params: { mediaId: stored.id } },
      { token: owner.token },
    );
    expect(removed.status).toBe(204);
    expect(await mediaOf(id)).toEqual([]);
    expect(server.logs.some((line) => line.includes('a file could not be deleted'))).toBe(true);
    // Every width of it and the card crop.
    expect((await s3.keys(`properties/${String(id)}/`)).length).toBe(stored.sources.length + 1);

    await proxy.reopen();
    const after = await uploadAdPhoto(id);
    expect(after.status).toBe(200);
    expect((await uploadProfilePhoto(server, owner.token)).status).toBe(200);
  });

  it('a store that never answers gives 503 after the request timeout, not a hang', async () => {
    const user = await signIn(silentServer);
    const answer = await uploadProfilePhoto(silentServer, user.token);
    expect(answer.status).toBe(503);
    expect(answer.error).toEqual({ message: UNAVAILABLE.ar });
    const profile = await silentServer.send(
      account.getProfile,
      { params: { id: user.userId } },
      { token: user.token },
    );
    expect(profile.body.imageUrl).toBeNull();
  });

  it('logs say why, without a signature, a stack in the answer, or a 500', () => {
    const logs = [...server.logs, ...silentServer.logs].join('\n');
    expect(logs).toContain('StorageUnavailableError');
    expect(logs).not.toMatch(/Signature=|AWS4-HMAC-SHA256|S3_SECRET/);
    expect(logs).not.toMatch(/"statusCode":500/);
  });
});
