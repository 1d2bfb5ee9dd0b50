import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as account from '#contract/endpoints/account.js';
import * as properties from '#contract/endpoints/properties.js';
import { IMMUTABLE_CACHE_CONTROL } from '#server/lib/storage/storage.js';
import {
  createAd,
  loadLookups,
  residenceBody,
  type Lookups,
} from '#server/test/support/fixtures/catalogue-fixtures.js';
import { startInstance, type Instance } from '#server/test/support/faults/fault-instance.js';
import { startLocalS3, type LocalS3 } from '#server/test/support/fakes/local-s3.js';
import {
  newPostgresDatabase,
  type TestPostgresDatabase,
} from '#server/test/support/servers/private-postgres.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';

/**
 * Two server processes on one PostgreSQL database and one bucket, each with a DATA_DIR of its own (no
 * shared volume): a photo uploaded through one is in the other's answers and served from the bucket.
 */
let workDir: string;
let postgres: TestPostgresDatabase;
let s3: LocalS3;
let first: Instance;
let second: Instance;
let l: Lookups;
let owner: SignedIn;

const dataDirOf = (name: string) => path.join(workDir, name);

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'manzil-s3-instances-'));
  [postgres, s3] = await Promise.all([newPostgresDatabase(), startLocalS3()]);
  const env = {
    ...s3.env,
    DATABASE_URL: postgres.url,
    JWT_SECRET: 's3-instances-secret-0123456789abcdefghijkl',
    MODERATION: 'off',
  };
  // One after the other: the first applies the migrations.
  first = await startInstance({ env, dataDir: dataDirOf('first') });
  second = await startInstance({ env, dataDir: dataDirOf('second') });
  console.info(`s3-instances: two servers on ${postgres.where}, one s3rver bucket`);
  l = await loadLookups(first);
  owner = await signIn(first);
}, 180_000);
afterAll(async () => {
  await Promise.all([first.stop(), second.stop()]);
  await Promise.all([postgres.close(), s3.close()]);
  await rm(workDir, { recursive: true, force: true });
});

const photo = (colour: string) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

async function expectServedImmutable(url: string) {
  expect(url.startsWith(`${s3.publicUrl}/`), url).toBe(true);
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/webp');
  expect(response.headers.get('cache-control')).toBe(IMMUTABLE_CACHE_CONTROL);
  await response.arrayBuffer();
}

describe('two servers, one bucket', () => {
  it("photos uploaded through one server are listed and served through the other's answers", async () => {
    const { id } = await createAd(first, owner.token, 'residence', residenceBody(l));
    const body = new FormData();
    body.append('propertyId', String(id));
    for (const colour of ['#1d6f7a', '#7a5a1d'])
      body.append('files', new Blob([await photo(colour)]), 'p.jpg');
    const uploaded = await first.send(properties.uploadMedia, { body }, { token: owner.token });
    expect(uploaded.status).toBe(200);

    const seen = await second.send(properties.getProperty, { params: { id } });
    expect(seen.body.media.map((item) => [item.url, item.thumbUrl])).toEqual(
      uploaded.body.data.map((item) => [item.url, item.thumbUrl]),
    );
    for (const item of seen.body.media) {
      await expectServedImmutable(item.url);
      await expectServedImmutable(item.thumbUrl);
    }
    const listed = await second.send(properties.listProperties, { query: { PageSize: 50 } });
    expect(listed.body.data.find((ad) => ad.id === id)?.coverImage?.url).toBe(uploaded.body.data[0]?.url);

    // Deleted through the second server: gone from the bucket and from the first server's answer.
    const [gone, kept] = uploaded.body.data;
    if (!gone || !kept) throw new Error('two photos were not stored');
    const removed = await second.send(
      properties.deleteMedia,
      { params: { mediaId: gone.id } },
      { token: owner.token },
    );
    expect(removed.status).toBe(204);
    expect(await s3.keys(`properties/${String(id)}/`)).toEqual(
      [...kept.sources.map((source) => source.url), kept.thumbUrl]
        .map((url) => url.slice(s3.publicUrl.length + 1))
        .sort(),
    );
    const after = await first.send(properties.getProperty, { params: { id } });
    expect(after.body.media.map((item) => item.id)).toEqual([kept.id]);
  });

  it('a profile photo uploaded through the second server is the one the first answers', async () => {
    const form = new FormData();
    form.append('file', new Blob([await photo('#553377')]), 'me.jpg');
    const uploaded = await second.send(account.uploadProfileImage, { body: form }, { token: owner.token });
    expect(uploaded.status).toBe(200);
    const profile = await first.send(
      account.getProfile,
      { params: { id: owner.userId } },
      { token: owner.token },
    );
    expect(profile.body.imageUrl).toBe(uploaded.body.imageUrl);
    await expectServedImmutable(uploaded.body.imageUrl);
  });

  it('neither server kept a file on its own disk', () => {
    for (const name of ['first', 'second'])
      expect(existsSync(path.join(dataDirOf(name), 'uploads'))).toBe(false);
  });
});
