import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorAnswer } from '#contract/endpoint.js';
import * as account from '#contract/endpoints/account.js';
import * as properties from '#contract/endpoints/properties.js';
import { translate, type MessageKey, type MessageParams } from '#contract/message-catalogue.js';
import { remoteServer, type ApiCaller } from '#server/test/support/clients/api-caller.js';
import { bilevelPng, pngChunk, PNG_SIGNATURE } from '#server/test/support/fixtures/bilevel-png.js';
import { createAd, loadLookups, residenceBody } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { freePort } from '#server/test/support/servers/free-port.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { builtServer } from '#server/test/support/servers/built-server.js';
import {
  apiServerEnv,
  spawnServer,
  untilHealthy,
  type SpawnedServer,
} from '#server/test/support/servers/spawn-server.js';
import { startTestServer, type TestServer } from '#server/test/support/servers/test-server.js';
import type { Language } from '#contract/common.js';

/**
 * Hostile uploads against the real server in a process of its own, so its peak memory (VmHWM) can be
 * read: every file is refused with our localized error shape and nothing is stored, or (a polyglot
 * tail, a text-chunk bomb) the picture is taken and re-encoded without the payload.
 *
 * The memory bound: 200 MB over the peak after two legal uploads. The barrage runs four requests at a
 * time (sharp's four threads); each may hold its upload (at most 10 MB) and its conversion, and
 * libvips streams rows through the resize while JPEGs shrink as they decode, so even a legal 40 MP
 * PNG turned sideways by its EXIF costs under 100 MB (77 MB measured); V8 may also grow its heap by
 * tens of MB before collecting. A parser that buffered whole bodies, or a conversion that kept
 * refused files, would break it; the barrage itself raised the peak by about 15 MB here. What stops
 * the bombs' CPU cost (seconds of both threads for the 20000×20000 PNG) is the refusal before decoding,
 * which the statuses assert. What bounds the cost of files just under the limit (a 5 KB PNG of 39.9
 * megapixels costs about half a CPU-second) is the conversion queue: its cases are at the end, on a
 * server of their own.
 */
const MEMORY_HEADROOM_MB = 200;

let workDir: string;
let child: SpawnedServer | undefined;
let serverPid: number;
let api: ApiCaller;
let owner: SignedIn;
let adId: number;
let databaseName: string | undefined;
let baselineKb: number;
let goodPhoto: Buffer;
let baseUrl: string;

const adminUrl = process.env.DATABASE_URL;

async function asAdmin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The process's peak resident memory so far, in KB (Linux). */
async function peakRssKb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = /^VmHWM:\s+(\d+) kB/m.exec(status);
  if (!match?.[1]) throw new Error('no VmHWM in /proc status');
  return Number(match[1]);
}

// ---- hostile files, made here rather than kept in git -------------------------------------------

const photo = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1d6f7a' } });

/** A 20000×20000 black-and-white PNG: about 50 KB that decode to 400 million pixels. */
const pngBomb = () => bilevelPng(20_000, 20_000);

/** A 1×1 PNG carrying a compressed text chunk that inflates to 100 MB. */
function pngTextBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const text = Buffer.concat([
    Buffer.from('Comment\0\0', 'latin1'),
    deflateSync(Buffer.alloc(100 * 1024 * 1024, 0x61), { level: 9 }),
  ]);
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('zTXt', text),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 0]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small real JPEG whose frame header claims 65000×65000 pixels. */
async function jpegClaimingHugeSize(): Promise<Buffer> {
  const jpeg = Buffer.from(await solid(64, 64).jpeg().toBuffer());
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  if (sof < 0) throw new Error('no SOF0 marker');
  jpeg.writeUInt16BE(65_000, sof + 5);
  jpeg.writeUInt16BE(65_000, sof + 7);
  return jpeg;
}

/** A small real lossy WebP whose VP8 frame claims 16383×16383 pixels (the format's maximum). */
async function webpClaimingHugeSize(): Promise<Buffer> {
  const webp = Buffer.from(await solid(64, 64).webp().toBuffer());
  const startCode = webp.indexOf(Buffer.from([0x9d, 0x01, 0x2a]));
  if (startCode < 0) throw new Error('no VP8 start code');
  webp.writeUInt16LE(16_383, startCode + 3);
  webp.writeUInt16LE(16_383, startCode + 5);
  return webp;
}

const ZIP_WITH_SCRIPT = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.from('<html><script>alert(document.cookie)</script></html>'),
]);

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
const HTML = '<!doctype html><html><body><script>alert(1)</script></body></html>';
const PDF = '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');

// ---- requests -----------------------------------------------------------------------------------

interface FilePart {
  data: Buffer | string;
  name: string;
  type?: string;
}

function mediaForm(files: FilePart[], extraFields = 0): FormData {
  const body = new FormData();
  body.append('propertyId', String(adId));
  for (let index = 0; index < extraFields; index += 1) body.append(`field${index}`, 'x');
  for (const file of files) {
    body.append('files', new Blob([file.data], file.type ? { type: file.type } : {}), file.name);
  }
  return body;
}

function profileForm(files: FilePart[]): FormData {
  const body = new FormData();
  for (const file of files) {
    body.append('file', new Blob([file.data], file.type ? { type: file.type } : {}), file.name);
  }
  return body;
}

const uploadMedia = (body: FormData, language: Language = 'ar') =>
  api.send(properties.uploadMedia, { body }, { token: owner.token, language });
const uploadProfile = (body: FormData, language: Language = 'ar') =>
  api.send(account.uploadProfileImage, { body }, { token: owner.token, language });

interface Refusal {
  status: number;
  key: MessageKey;
  params?: MessageParams;
}

const unsupported: Refusal = { status: 415, key: 'unsupportedImage' };
const unreadable: Refusal = { status: 422, key: 'imageUnreadable' };
const tooManyPixels: Refusal = { status: 422, key: 'imageTooManyPixels', params: { maxMegapixels: 40 } };
const fileRequired: Refusal = { status: 422, key: 'fileRequired' };

interface Case {
  name: string;
  route: 'media' | 'profile';
  body: () => Promise<FormData>;
  refusal: Refusal;
}

const media = (name: string, files: () => Promise<FilePart[]>, refusal: Refusal): Case => ({
  name,
  route: 'media',
  body: async () => mediaForm(await files()),
  refusal,
});
const profile = (name: string, files: () => Promise<FilePart[]>, refusal: Refusal): Case => ({
  name,
  route: 'profile',
  body: async () => profileForm(await files()),
  refusal,
});

const truncate = (data: Buffer) => data.subarray(0, Math.floor(data.length / 2));

const cases: Case[] = [
  media(
    'a PNG decompression bomb (20000×20000)',
    async () => [{ data: pngBomb(), name: 'a.png' }],
    tooManyPixels,
  ),
  media(
    'a JPEG claiming 65000×65000',
    async () => [{ data: await jpegClaimingHugeSize(), name: 'a.jpg' }],
    tooManyPixels,
  ),
  media(
    'a WebP claiming 16383×16383',
    async () => [{ data: await webpClaimingHugeSize(), name: 'a.webp' }],
    tooManyPixels,
  ),
  media(
    'a real 100-megapixel JPEG',
    async () => [{ data: await solid(10_000, 10_000).jpeg().toBuffer(), name: 'a.jpg' }],
    tooManyPixels,
  ),
  media(
    'a real 100-megapixel PNG',
    async () => [
      { data: await solid(10_000, 10_000).png({ compressionLevel: 9 }).toBuffer(), name: 'a.png' },
    ],
    tooManyPixels,
  ),
  media(
    'a truncated JPEG',
    async () => [{ data: truncate(await photo(1200, 800).jpeg().toBuffer()), name: 'a.jpg' }],
    unreadable,
  ),
  media(
    'a truncated PNG',
    async () => [{ data: truncate(await photo(600, 400).png().toBuffer()), name: 'a.png' }],
    unreadable,
  ),
  media(
    'a truncated WebP',
    async () => [{ data: truncate(await photo(600, 400).webp().toBuffer()), name: 'a.webp' }],
    unreadable,
  ),
  media(
    'only the 12 bytes of a PNG signature and header',
    async () => [{ data: PNG_SIGNATURE, name: 'a.png' }],
    unsupported,
  ),
  media(
    'an SVG with a script named .jpg',
    async () => [{ data: SVG, name: 'a.jpg', type: 'image/jpeg' }],
    unsupported,
  ),
  media(
    'an HTML page named .jpg',
    async () => [{ data: HTML, name: 'a.jpg', type: 'image/jpeg' }],
    unsupported,
  ),
  media('a GIF', async () => [{ data: GIF, name: 'a.gif', type: 'image/gif' }], unsupported),
  media('a PDF named .png', async () => [{ data: PDF, name: 'a.png', type: 'image/png' }], unsupported),
  media(
    'a ZIP with a JPEG appended',
    async () => [{ data: Buffer.concat([ZIP_WITH_SCRIPT, goodPhoto]), name: 'a.jpg' }],
    unsupported,
  ),
  media('random bytes named .webp', async () => [{ data: randomBytes(4096), name: 'a.webp' }], unsupported),
  media('a zero-byte file', async () => [{ data: '', name: 'a.jpg' }], fileRequired),
  media(
    'a good photo and a GIF: the whole request is refused',
    async () => [
      { data: goodPhoto, name: 'a.jpg' },
      { data: GIF, name: 'b.jpg' },
    ],
    unsupported,
  ),
  profile(
    'a PNG decompression bomb (20000×20000)',
    async () => [{ data: pngBomb(), name: 'a.png' }],
    tooManyPixels,
  ),
  profile(
    'a JPEG claiming 65000×65000',
    async () => [{ data: await jpegClaimingHugeSize(), name: 'a.jpg' }],
    tooManyPixels,
  ),
  profile(
    'a truncated JPEG',
    async () => [{ data: truncate(await photo(1200, 800).jpeg().toBuffer()), name: 'a.jpg' }],
    unreadable,
  ),
  profile('an SVG named .png', async () => [{ data: SVG, name: 'a.png', type: 'image/png' }], unsupported),
  profile('a PDF named .jpg', async () => [{ data: PDF, name: 'a.jpg' }], unsupported),
  profile('a zero-byte file', async () => [{ data: '', name: 'a.jpg' }], fileRequired),
];

// ---- the server ---------------------------------------------------------------------------------

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'manzil-upload-abuse-'));
  const port = await freePort();
  const env: Record<string, string> = {
    ...apiServerEnv(workDir, port),
    SMS_PER_IP_PER_10_MIN: '1000',
  };
  if (adminUrl) {
    databaseName = `manzil_test_${randomBytes(6).toString('hex')}`;
    await asAdmin(`create database ${databaseName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    env.DATABASE_URL = url.toString();
  }
  const spawned = spawnServer(env, await builtServer());
  child = spawned;
  serverPid = spawned.child.pid ?? 0;
  baseUrl = `http://127.0.0.1:${port}`;
  await untilHealthy(spawned, baseUrl);
  api = remoteServer(baseUrl, path.join(workDir, 'sms-outbox.jsonl'));
  owner = await signIn(api);
  const l = await loadLookups(api);
  const ad = await api.send(properties.saveResidence, { body: residenceBody(l) }, { token: owner.token });
  expect(ad.status).toBe(200);
  adId = ad.body.id;

  // Two legal uploads first, so sharp and its thread pool are loaded before the baseline is read.
  goodPhoto = await photo(2400, 1600).jpeg().toBuffer();
  expect((await uploadMedia(mediaForm([{ data: goodPhoto, name: 'good.jpg' }]))).status).toBe(200);
  expect((await uploadProfile(profileForm([{ data: goodPhoto, name: 'me.jpg' }]))).status).toBe(200);
  baselineKb = await peakRssKb(serverPid);
}, 240_000);

afterAll(async () => {
  if (child && child.child.exitCode === null) {
    child.child.kill('SIGTERM');
    await child.exited(10_000);
  }
  if (databaseName) await asAdmin(`drop database if exists ${databaseName} with (force)`);
  await rm(workDir, { recursive: true, force: true });
});

async function mediaOfAd() {
  const answer = await api.send(properties.getProperty, { params: { id: adId } }, { token: owner.token });
  expect(answer.status).toBe(200);
  return answer.body.media;
}

async function profileImage(): Promise<string | null> {
  const answer = await api.send(account.getProfile, { params: { id: owner.userId } }, { token: owner.token });
  expect(answer.status).toBe(200);
  return answer.body.imageUrl;
}

function expectRefusal(answer: { status: number; error: ErrorAnswer }, refusal: Refusal, language: Language) {
  expect(answer.status).toBe(refusal.status);
  expect(answer.error.message).toBe(translate(refusal.key, language, refusal.params));
}

describe('hostile uploads', () => {
  it('each is refused with a localized 4xx of the contract shape, and nothing changes', async () => {
    const mediaBefore = await mediaOfAd();
    const imageBefore = await profileImage();
    expect(mediaBefore).toHaveLength(1);
    expect(imageBefore).not.toBeNull();
    // Four at a time, as many as sharp's threads, to look for the peak a busy server would reach.
    for (let first = 0; first < cases.length; first += 4) {
      await Promise.all(
        cases.slice(first, first + 4).map(async (item, index) => {
          const language = (first + index) % 2 === 0 ? 'ar' : 'en';
          const body = await item.body();
          const answer = await (item.route === 'media' ? uploadMedia : uploadProfile)(body, language);
          expect({ name: item.name, status: answer.status }).toEqual({
            name: item.name,
            status: item.refusal.status,
          });
          expectRefusal(answer, item.refusal, language);
        }),
      );
    }
    expect(await mediaOfAd()).toEqual(mediaBefore);
    expect(await profileImage()).toBe(imageBefore);
  }, 180_000);

  it('too big, too many, and a field flood are refused before anything is converted', async () => {
    const mediaBefore = await mediaOfAd();
    const imageBefore = await profileImage();
    const overMedia = Buffer.concat([goodPhoto, Buffer.alloc(10 * 1024 * 1024)]);
    expectRefusal(
      await uploadMedia(mediaForm([{ data: overMedia, name: 'big.jpg' }]), 'en'),
      {
        status: 413,
        key: 'fileTooLarge',
        params: { maxMb: 10 },
      },
      'en',
    );
    const overProfile = Buffer.concat([goodPhoto, Buffer.alloc(5 * 1024 * 1024)]);
    expectRefusal(
      await uploadProfile(profileForm([{ data: overProfile, name: 'big.jpg' }])),
      {
        status: 413,
        key: 'fileTooLarge',
        params: { maxMb: 5 },
      },
      'ar',
    );
    const small = await photo(64, 48).jpeg().toBuffer();
    const twentyOne = Array.from({ length: 21 }, (_, index) => ({ data: small, name: `${index}.jpg` }));
    expectRefusal(
      await uploadMedia(mediaForm(twentyOne)),
      {
        status: 422,
        key: 'tooManyPhotos',
        params: { max: 20 },
      },
      'ar',
    );
    expectRefusal(
      await uploadMedia(mediaForm([{ data: small, name: 'a.jpg' }], 5_000), 'en'),
      { status: 413, key: 'payloadTooLarge' },
      'en',
    );
    const twoProfilePictures = profileForm([
      { data: small, name: 'a.jpg' },
      { data: small, name: 'b.jpg' },
    ]);
    expectRefusal(await uploadProfile(twoProfilePictures), { status: 413, key: 'payloadTooLarge' }, 'ar');
    expect(await mediaOfAd()).toEqual(mediaBefore);
    expect(await profileImage()).toBe(imageBefore);
  }, 60_000);

  it('content decides, not the name: a PNG named .jpg is taken and re-encoded', async () => {
    const png = await photo(400, 300).png().toBuffer();
    const answer = await uploadMedia(mediaForm([{ data: png, name: 'photo.jpg', type: 'image/jpeg' }]));
    expect(answer.status).toBe(200);
    expect(answer.body.data[0]).toMatchObject({ width: 400, height: 300 });
  });

  it('a JPEG with a ZIP and a script appended is re-encoded: nothing of the tail is stored', async () => {
    const polyglot = Buffer.concat([goodPhoto, ZIP_WITH_SCRIPT]);
    const answer = await uploadMedia(mediaForm([{ data: polyglot, name: 'photo.jpg' }]));
    expect(answer.status).toBe(200);
    const [image] = answer.body.data;
    if (!image) throw new Error('no photo was stored');
    for (const url of [...image.sources.map((source) => source.url), image.thumbUrl]) {
      const response = await fetch(`${baseUrl}${url}`);
      expect(response.headers.get('content-type')).toBe('image/webp');
      const stored = Buffer.from(await response.arrayBuffer());
      expect((await sharp(stored).metadata()).format).toBe('webp');
      expect(stored.includes(ZIP_WITH_SCRIPT.subarray(0, 4))).toBe(false);
      expect(stored.includes(Buffer.from('alert(document.cookie)'))).toBe(false);
    }
  });

  it('a 1×1 PNG whose text chunk inflates to 100 MB is taken without the text', async () => {
    const answer = await uploadMedia(mediaForm([{ data: pngTextBomb(), name: 'tiny.png' }]));
    expect(answer.status).toBe(200);
    const [image] = answer.body.data;
    if (!image) throw new Error('no photo was stored');
    const stored = Buffer.from(await (await fetch(`${baseUrl}${image.url}`)).arrayBuffer());
    expect(stored.length).toBeLessThan(1024);
    expect((await sharp(stored).metadata()).comments).toBeUndefined();
  });

  it(`the server's peak memory stayed within ${MEMORY_HEADROOM_MB} MB of its peak after legal uploads`, async () => {
    const peakKb = await peakRssKb(serverPid);
    const grewMb = (peakKb - baselineKb) / 1024;
    expect(grewMb).toBeLessThan(MEMORY_HEADROOM_MB);
  });
});

// ---- the conversion queue (ADR 0029), on a server of its own in this process -------------------

/**
 * One slot, two waiting at most, one per user. The slot is held by a conversion whose end the test
 * decides (the real pool, given work of the test's own), so what waits and what is refused does not
 * depend on how fast anything converts.
 */
describe('the conversion queue', () => {
  let queued: TestServer;
  let lookups: Awaited<ReturnType<typeof loadLookups>>;

  beforeAll(async () => {
    queued = await startTestServer({
      MODERATION: 'off',
      IMAGE_CONVERSIONS: '1',
      IMAGE_CONVERSION_QUEUE: '2',
      IMAGE_CONVERSION_QUEUE_PER_USER: '1',
    });
    lookups = await loadLookups(queued);
  });
  afterAll(async () => {
    await queued.close();
  });

  /** A user with an ad of their own. */
  async function uploader() {
    const user = await signIn(queued);
    const ad = await createAd(queued, user.token, 'residence', residenceBody(lookups));
    return { ...user, adId: ad.id };
  }

  function photosForm(who: { adId: number }, files: Buffer[]) {
    const body = new FormData();
    body.append('propertyId', String(who.adId));
    for (const [index, data] of files.entries()) body.append('files', new Blob([data]), `${index}.png`);
    return body;
  }

  const sendPhotos = (who: { token: string; adId: number }, files: Buffer[], language: Language = 'ar') =>
    queued.send(properties.uploadMedia, { body: photosForm(who, files) }, { token: who.token, language });

  /** Holds the one slot until `release()`. */
  async function holdTheSlot() {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const image = await photo(64, 48).png().toBuffer();
    const held = queued.deps.images.convert('the test', image, () => released);
    await until(() => queued.deps.images.use().running === 1);
    return { release, held };
  }

  async function until(condition: () => boolean) {
    for (let look = 0; look < 500 && !condition(); look += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(condition()).toBe(true);
  }

  const photosOf = async (adId: number) =>
    (await queued.send(properties.getProperty, { params: { id: adId } })).body.media;

  it('a busy server makes a second upload of the same user, and a third user, wait no more: 503, Retry-After', async () => {
    const [u, v, w] = [await uploader(), await uploader(), await uploader()];
    const small = await photo(400, 300).jpeg().toBuffer();
    const slot = await holdTheSlot();

    const first = sendPhotos(u, [small]);
    await until(() => queued.deps.images.use().waiting === 1);
    // Its profile picture goes through the same queue, where this user already has one waiting.
    const picture = new FormData();
    picture.append('file', new Blob([small]), 'me.jpg');
    const refusedPicture = await queued.send(
      account.uploadProfileImage,
      { body: picture },
      { token: u.token },
    );
    expect(refusedPicture.status).toBe(503);
    const seconds = Number(refusedPicture.headers.get('retry-after'));
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(refusedPicture.error.message).toBe(translate('conversionsBusy', 'ar', { seconds }));

    const second = sendPhotos(v, [small]);
    await until(() => queued.deps.images.use().waiting === 2);
    const refused = await sendPhotos(w, [small], 'en');
    expect(refused.status).toBe(503);
    const wait = Number(refused.headers.get('retry-after'));
    expect(refused.error.message).toBe(translate('conversionsBusy', 'en', { seconds: wait }));

    slot.release();
    await slot.held;
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    expect(await photosOf(w.adId)).toEqual([]);
    const profile = await queued.send(account.getProfile, { params: { id: u.userId } }, { token: u.token });
    expect(profile.body.imageUrl).toBeNull();
    expect(queued.deps.images.use()).toMatchObject({ running: 0, waiting: 0, refused: 2 });
  });

  it('an upload whose client went away leaves the queue, and is never converted', async () => {
    const u = await uploader();
    const slot = await holdTheSlot();
    const { done } = queued.deps.images.use();
    const client = new AbortController();
    const gone = fetch(`${queued.url}${properties.uploadMedia.path}`, {
      method: 'POST',
      body: photosForm(u, [await photo(400, 300).jpeg().toBuffer()]),
      headers: { authorization: `Bearer ${u.token}` },
      signal: client.signal,
    });
    await until(() => queued.deps.images.use().waiting === 1);
    client.abort();
    await expect(gone).rejects.toThrow();
    await until(() => queued.deps.images.use().waiting === 0);
    slot.release();
    await slot.held;
    expect(queued.deps.images.use().done).toBe(done + 1);
    expect(await photosOf(u.adId)).toEqual([]);
  });

  it('the photo limit is counted as each file arrives: an ad with 20 photos converts none of 20 more', async () => {
    const u = await uploader();
    const small = await photo(64, 48).jpeg().toBuffer();
    expect(
      (
        await sendPhotos(
          u,
          Array.from({ length: 20 }, () => small),
        )
      ).status,
    ).toBe(200);
    const { done } = queued.deps.images.use();
    // Each just under 40 megapixels, so its header passes: a second of CPU each, were it converted.
    const heavy = Array.from({ length: 20 }, () => bilevelPng(6320, 6320));
    const refused = await sendPhotos(u, heavy, 'en');
    expect(refused.status).toBe(422);
    expect(refused.error.message).toBe(translate('tooManyPhotos', 'en', { max: 20 }));
    expect(queued.deps.images.use().done).toBe(done);
    expect(await photosOf(u.adId)).toHaveLength(20);
  });

  it('a file whose header condemns it is refused before it waits: the busy queue is not asked', async () => {
    const u = await uploader();
    const slot = await holdTheSlot();
    const bomb = await sendPhotos(u, [pngBomb()], 'en');
    expect(bomb.status).toBe(422);
    expect(bomb.error.message).toBe(translate('imageTooManyPixels', 'en', { maxMegapixels: 40 }));
    const gif = await sendPhotos(u, [GIF], 'en');
    expect(gif.status).toBe(415);
    expect(queued.deps.images.use()).toMatchObject({ running: 1, waiting: 0 });
    slot.release();
    await slot.held;
  });
});
