import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as account from '#contract/endpoints/account.js';
import * as properties from '#contract/endpoints/properties.js';
import { seedDemoCatalogue, type DemoSeedResult } from '#server/db/seed/demo-catalogue.js';
import { IMMUTABLE_CACHE_CONTROL } from '#server/lib/storage/storage.js';
import {
  createAd,
  loadLookups,
  residenceBody,
  type Lookups,
} from '#server/test/support/fixtures/catalogue-fixtures.js';
import { startLocalS3, type LocalS3 } from '#server/test/support/fakes/local-s3.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { startTestServer, type TestServer } from '#server/test/support/servers/test-server.js';

/** The server with STORAGE=s3 against an s3rver of this file's own: photos go to the bucket and come from it. */
let s3: LocalS3;
let server: TestServer;
let seeded: DemoSeedResult | undefined;
let l: Lookups;
let owner: SignedIn;

beforeAll(async () => {
  s3 = await startLocalS3();
  server = await startTestServer({ ...s3.env, MODERATION: 'off' });
  // The demo catalogue writes its photos through the storage too (it loads only into an empty database).
  seeded = await seedDemoCatalogue(server.deps, 2);
  l = await loadLookups(server);
  owner = await signIn(server);
}, 120_000);
afterAll(async () => {
  await server.close();
  await s3.close();
});

const photo = (colour: string) =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

function photosForm(propertyId: number, files: Buffer[]) {
  const body = new FormData();
  body.append('propertyId', String(propertyId));
  for (const file of files) body.append('files', new Blob([file]), 'photo.jpg');
  return body;
}

/** The key of a URL under the public base URL. */
const keyOf = (url: string) => {
  expect(url.startsWith(`${s3.publicUrl}/`), url).toBe(true);
  return url.slice(s3.publicUrl.length + 1);
};

/** The keys of every object of a photo: each width and the card crop. */
const keysOfPhoto = (item: { sources: { url: string }[]; thumbUrl: string }) => [
  ...item.sources.map((source) => keyOf(source.url)),
  keyOf(item.thumbUrl),
];

/** Fetched from the bucket's public URL: a WebP, cached for good. */
async function expectServedImmutable(url: string) {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/webp');
  expect(response.headers.get('cache-control')).toBe(IMMUTABLE_CACHE_CONTROL);
  const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  expect(metadata.format).toBe('webp');
  return metadata;
}

describe('photos in an S3 bucket', () => {
  it("an ad's photos are put in the bucket and served from the public URL, immutable", async () => {
    const { id } = await createAd(server, owner.token, 'residence', residenceBody(l));
    const answer = await server.send(
      properties.uploadMedia,
      { body: photosForm(id, [await photo('#1d6f7a'), await photo('#7a1d3b')]) },
      { token: owner.token },
    );
    expect(answer.status).toBe(200);
    const keys = answer.body.data.flatMap(keysOfPhoto);
    expect(keys).toHaveLength(10);
    expect(await s3.keys(`properties/${String(id)}/`)).toEqual([...keys].sort());
    for (const item of answer.body.data) {
      expect(await expectServedImmutable(item.url)).toMatchObject({ width: 1600, height: 1200 });
      expect(await expectServedImmutable(item.thumbUrl)).toMatchObject({ width: 640, height: 480 });
    }
    // Nothing of it on this server's disk, and no /uploads/ route to ask.
    expect((await fetch(`${server.url}/uploads/${keys[0] ?? ''}`)).status).toBe(404);
    const detail = await server.send(properties.getProperty, { params: { id } });
    expect(detail.body.media.map((item) => item.url)).toEqual(answer.body.data.map((item) => item.url));
    expect(detail.body.coverImage?.url).toBe(answer.body.data[0]?.url);
  });

  it('deleting a photo through the API removes all its objects; deleting the ad, the rest', async () => {
    const { id } = await createAd(server, owner.token, 'residence', residenceBody(l));
    const uploaded = await server.send(
      properties.uploadMedia,
      { body: photosForm(id, [await photo('#224466'), await photo('#664422')]) },
      { token: owner.token },
    );
    const [first, second] = uploaded.body.data;
    if (!first || !second) throw new Error('two photos were not stored');
    const removed = await server.send(
      properties.deleteMedia,
      { params: { mediaId: first.id } },
      { token: owner.token },
    );
    expect(removed.status).toBe(204);
    expect(await s3.keys(`properties/${String(id)}/`)).toEqual(keysOfPhoto(second).sort());
    expect((await fetch(first.url)).status).toBe(404);
    const deleted = await server.send(properties.deleteProperty, { params: { id } }, { token: owner.token });
    expect(deleted.status).toBe(204);
    expect(await s3.keys(`properties/${String(id)}/`)).toEqual([]);
  });

  it('a profile photo goes to the bucket and a new one removes the old object', async () => {
    const user = await signIn(server);
    const upload = async (colour: string) => {
      const body = new FormData();
      body.append('file', new Blob([await photo(colour)]), 'me.jpg');
      const answer = await server.send(account.uploadProfileImage, { body }, { token: user.token });
      expect(answer.status).toBe(200);
      return answer.body.imageUrl;
    };
    const first = await upload('#335577');
    expect(await s3.keys(`profiles/${user.userId}/`)).toEqual([keyOf(first)]);
    expect(await expectServedImmutable(first)).toMatchObject({ width: 512, height: 512 });
    const profile = await server.send(
      account.getProfile,
      { params: { id: user.userId } },
      { token: user.token },
    );
    expect(profile.body.imageUrl).toBe(first);
    const second = await upload('#775533');
    expect(second).not.toBe(first);
    expect(await s3.keys(`profiles/${user.userId}/`)).toEqual([keyOf(second)]);
  });

  it("deleting the account removes its ads' objects and its picture from the bucket at once", async () => {
    const user = await signIn(server);
    const { id } = await createAd(server, user.token, 'residence', residenceBody(l));
    const uploaded = await server.send(
      properties.uploadMedia,
      { body: photosForm(id, [await photo('#446688'), await photo('#886644')]) },
      { token: user.token },
    );
    expect(uploaded.status).toBe(200);
    const picture = new FormData();
    picture.append('file', new Blob([await photo('#468846')]), 'me.jpg');
    const image = await server.send(account.uploadProfileImage, { body: picture }, { token: user.token });
    expect(image.status).toBe(200);
    const urls = [
      ...uploaded.body.data.flatMap((item) => [...item.sources.map((source) => source.url), item.thumbUrl]),
      image.body.imageUrl,
    ];
    for (const url of urls) await expectServedImmutable(url);

    expect((await server.send(account.deleteAccount, {}, { token: user.token })).status).toBe(204);
    expect(await s3.keys(`properties/${String(id)}/`)).toEqual([]);
    expect(await s3.keys(`profiles/${user.userId}/`)).toEqual([]);
    for (const url of urls) expect({ url, status: (await fetch(url)).status }).toEqual({ url, status: 404 });
  });

  it("the content security policy lets pages show images from the bucket's origin", async () => {
    const policy = (await fetch(`${server.url}/api/health`)).headers.get('content-security-policy') ?? '';
    const imgSrc = policy.split(';').find((directive) => directive.trim().startsWith('img-src')) ?? '';
    expect(imgSrc.trim().split(/\s+/)).toContain(new URL(s3.publicUrl).origin);
  });

  it('the storage lists the bucket by prefix, with modification times', async () => {
    const all = await s3.keys();
    const listed = [];
    for await (const file of server.deps.storage.list('')) listed.push(file);
    expect(listed.map((file) => file.key).sort()).toEqual(all);
    for (const file of listed) expect(file.modifiedAt).toBeInstanceOf(Date);
    const profiles = [];
    for await (const file of server.deps.storage.list('profiles/')) profiles.push(file.key);
    expect(profiles.sort()).toEqual(await s3.keys('profiles/'));
    expect(profiles.length).toBeGreaterThan(0);
  });

  it('the demo catalogue was seeded into the bucket, named by content', async () => {
    expect(seeded?.properties).toBe(2);
    const ads = await server.send(properties.listProperties, { query: { PageSize: 50 } });
    const demo = ads.body.data.filter((ad) => ad.coverImage?.url.includes('/demo-'));
    expect(demo).toHaveLength(2);
    for (const ad of demo) {
      const detail = await server.send(properties.getProperty, { params: { id: ad.id } });
      expect(detail.body.media.length).toBeGreaterThanOrEqual(3);
      const keys = detail.body.media.flatMap(keysOfPhoto);
      for (const key of keys)
        expect(key).toMatch(
          new RegExp(`^properties/${String(ad.id)}/demo-[\\w-]{16}(-thumb|-\\d+w)?\\.webp$`),
        );
      expect(await s3.keys(`properties/${String(ad.id)}/`)).toEqual([...keys].sort());
      await expectServedImmutable(detail.body.media[0]?.url ?? '');
    }
  });
});
