import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import * as properties from '#contract/endpoints/properties.js';
import { createAd, loadLookups, residenceBody } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { properties as propertiesTable, propertyMedia } from '#server/db/schema/index.js';
import { signIn } from '#server/test/support/clients/sign-in-flow.js';
import { startTestServer } from '#server/test/support/servers/test-server.js';
import { useLookups, useSignedIn, useTestServer } from '#server/test/support/suite.js';

const server = useTestServer({ MODERATION: 'off' });
const l = useLookups(server);
const owner = useSignedIn(server);
const stranger = useSignedIn(server);

const photo = (width = 2400, height = 1600, colour = '#1d6f7a') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Owner Name', Copyright: 'GPS 21.4858 39.1925' } })
    .toBuffer();

function form(propertyId: number | string | undefined, files: { data: Buffer | string; name?: string }[]) {
  const body = new FormData();
  if (propertyId !== undefined) body.append('propertyId', String(propertyId));
  for (const file of files) body.append('files', new Blob([file.data]), file.name ?? 'photo.jpg');
  return body;
}

const upload = (token: string, body: FormData) =>
  server.send(properties.uploadMedia, { body }, { token, language: 'en' });
const detailOf = (id: number) => server.send(properties.getProperty, { params: { id } });

async function newAd() {
  return (await createAd(server, owner.token, 'residence', residenceBody(l))).id;
}

describe('property photos', () => {
  it('takes several files at once: WebP in several sizes with width and height, EXIF and GPS stripped', async () => {
    const id = await newAd();
    const answer = await upload(
      owner.token,
      form(id, [{ data: await photo() }, { data: await photo(800, 1200) }]),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(2);
    const [first, second] = answer.body.data;
    expect(first).toMatchObject({ width: 1600, height: 1067, order: 0 });
    expect(second).toMatchObject({ width: 800, height: 1200, order: 1 });
    if (!first) throw new Error('no photo was stored');
    for (const url of [first.url, first.thumbUrl]) {
      const response = await fetch(`${server.url}${url}`);
      expect(response.headers.get('content-type')).toBe('image/webp');
      const bytes = Buffer.from(await response.arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(bytes.includes(Buffer.from('Owner Name'))).toBe(false);
    }
    const thumb = await sharp(
      Buffer.from(await (await fetch(`${server.url}${first.thumbUrl}`)).arrayBuffer()),
    ).metadata();
    expect(thumb).toMatchObject({ width: 640, height: 480 });
    const detail = await detailOf(id);
    expect(detail.body.coverImage).toEqual({
      url: first.url,
      thumbUrl: first.thumbUrl,
      sources: first.sources,
    });
  });

  it('checks the bytes, not the name: a non-image answers 415 and stores nothing', async () => {
    const id = await newAd();
    const answer = await upload(
      owner.token,
      form(id, [{ data: '%PDF-1.7 not an image', name: 'photo.jpg' }]),
    );
    expect(answer.status).toBe(415);
    const detail = await detailOf(id);
    expect(detail.body.media).toEqual([]);
  });

  it('a file over 10 MB answers 413', async () => {
    const id = await newAd();
    const big = Buffer.concat([await photo(100, 100), Buffer.alloc(10 * 1024 * 1024)]);
    const answer = await upload(owner.token, form(id, [{ data: big }]));
    expect(answer.status).toBe(413);
    expect(answer.error.message).toBe('The file is larger than the allowed 10 MB');
  });

  it('an image over 40 megapixels answers 422', async () => {
    const id = await newAd();
    const huge = await sharp({ create: { width: 8000, height: 5100, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const answer = await upload(owner.token, form(id, [{ data: huge, name: 'huge.png' }]));
    expect(answer.status).toBe(422);
  });

  it('at most 20 photos per ad, across requests', async () => {
    const id = await newAd();
    const small = await photo(320, 240);
    const eighteen = Array.from({ length: 18 }, () => ({ data: small }));
    expect((await upload(owner.token, form(id, eighteen))).status).toBe(200);
    const threeMore = await upload(
      owner.token,
      form(id, [{ data: small }, { data: small }, { data: small }]),
    );
    expect(threeMore.status).toBe(422);
    expect(threeMore.error.message).toBe('An ad can have at most 20 photos');
    expect((await upload(owner.token, form(id, [{ data: small }, { data: small }]))).status).toBe(200);
    const tooMany = Array.from({ length: 21 }, () => ({ data: small }));
    expect((await upload(owner.token, form(await newAd(), tooMany))).status).toBe(422);
  });

  it('needs a valid propertyId and at least one file', async () => {
    const id = await newAd();
    expect(
      (await upload(owner.token, form(undefined, [{ data: await photo(100, 100) }]))).error.errors,
    ).toEqual({
      propertyId: ['The ad id is required'],
    });
    expect((await upload(owner.token, form('abc', [{ data: await photo(100, 100) }]))).status).toBe(422);
    expect((await upload(owner.token, form(id, []))).error.errors).toEqual({ files: ['A file is required'] });
    const filesFirst = new FormData();
    filesFirst.append('files', new Blob([await photo(100, 100)]), 'a.jpg');
    filesFirst.append('propertyId', String(id));
    expect((await upload(owner.token, filesFirst)).error.errors).toEqual({
      propertyId: ['The ad id is required'],
    });
  });

  it('reorders photos (the first is the cover) and refuses an incomplete order', async () => {
    const id = await newAd();
    const uploaded = await upload(
      owner.token,
      form(id, [
        { data: await photo(300, 200, '#a00') },
        { data: await photo(300, 200, '#0a0') },
        { data: await photo(300, 200, '#00a') },
      ]),
    );
    const [a = 0, b = 0, c = 0] = uploaded.body.data.map((item) => item.id);
    const reorder = (mediaIds: number[]) =>
      server.send(
        properties.reorderMedia,
        { params: { id }, body: { mediaIds } },
        { token: owner.token, language: 'en' },
      );
    const answer = await reorder([c, a, b]);
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((item) => [item.id, item.order])).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ]);
    const detail = await detailOf(id);
    expect(detail.body.coverImage?.url).toBe(answer.body.data[0]?.url);
    expect((await reorder([c, a])).error.errors).toEqual({
      mediaIds: ['Send every photo of the ad exactly once'],
    });
    expect((await reorder([c, a, a])).status).toBe(422);
  });

  it('deletes a photo (files too) and closes the gap in the order', async () => {
    const id = await newAd();
    const uploaded = await upload(
      owner.token,
      form(id, [{ data: await photo(300, 200) }, { data: await photo(300, 200) }]),
    );
    const [first, second] = uploaded.body.data;
    if (!first) throw new Error('no photo was stored');
    const answer = await server.send(
      properties.deleteMedia,
      { params: { mediaId: first.id } },
      { token: owner.token },
    );
    expect(answer.status).toBe(204);
    expect(existsSync(path.join(server.dataDir, first.url))).toBe(false);
    const detail = await detailOf(id);
    expect(detail.body.media).toMatchObject([{ id: second?.id, order: 0 }]);
  });

  it('others cannot upload to, reorder or delete the photos of an ad that is not theirs', async () => {
    const id = await newAd();
    const uploaded = await upload(owner.token, form(id, [{ data: await photo(300, 200) }]));
    const mediaId = uploaded.body.data[0]?.id ?? 0;
    expect((await upload(stranger.token, form(id, [{ data: await photo(300, 200) }]))).status).toBe(404);
    const reorder = await server.send(
      properties.reorderMedia,
      { params: { id }, body: { mediaIds: [mediaId] } },
      { token: stranger.token },
    );
    expect(reorder.status).toBe(404);
    expect(
      (await server.send(properties.deleteMedia, { params: { mediaId } }, { token: stranger.token })).status,
    ).toBe(404);
    expect((await server.send(properties.deleteMedia, { params: { mediaId } })).status).toBe(401);
    const detail = await detailOf(id);
    expect(detail.body.media).toHaveLength(1);
  });

  it('deleting an ad removes its photo files, every width', async () => {
    const id = await newAd();
    const uploaded = await upload(owner.token, form(id, [{ data: await photo(1000, 750) }]));
    const [stored] = uploaded.body.data;
    if (!stored) throw new Error('no photo was stored');
    const files = filesOf(stored);
    expect(files).toHaveLength(5);
    expect(files.every(existsSync)).toBe(true);
    await server.send(properties.deleteProperty, { params: { id } }, { token: owner.token });
    expect(files.filter(existsSync)).toEqual([]);
  });
});

/** Where each stored file of a photo lies on disk: every width and the thumbnail. */
const filesOf = (media: { sources: { url: string }[]; thumbUrl: string }) =>
  [...media.sources.map((source) => source.url), media.thumbUrl].map((url) => path.join(server.dataDir, url));

async function pixelWidthOf(url: string) {
  const response = await fetch(`${server.url}${url}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/webp');
  return (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width;
}

describe('responsive widths', () => {
  it('a large photo is stored at 480, 720, 960 and 1600 px, each file as wide as it says', async () => {
    const id = await newAd();
    const answer = await upload(owner.token, form(id, [{ data: await photo(4000, 3000) }]));
    const [media] = answer.body.data;
    if (!media) throw new Error('no photo was stored');
    expect(media).toMatchObject({ width: 1600, height: 1200 });
    expect(media.sources.map((source) => source.width)).toEqual([480, 720, 960, 1600]);
    expect(media.sources.at(-1)?.url).toBe(media.url);
    expect(new Set(media.sources.map((source) => source.url)).size).toBe(4);
    for (const source of media.sources) expect(await pixelWidthOf(source.url)).toBe(source.width);
    expect(await pixelWidthOf(media.thumbUrl)).toBe(640);

    const list = await server.send(properties.listOwnProperties, { query: {} }, { token: owner.token });
    expect(list.body.data.find((item) => item.id === id)?.coverImage?.sources).toEqual(media.sources);
  });

  it('a portrait photo is narrower than its height allows: widths up to its own', async () => {
    const id = await newAd();
    const answer = await upload(owner.token, form(id, [{ data: await photo(1500, 3000) }]));
    const [media] = answer.body.data;
    if (!media) throw new Error('no photo was stored');
    expect(media).toMatchObject({ width: 800, height: 1600 });
    expect(media.sources.map((source) => source.width)).toEqual([480, 720, 800]);
    for (const source of media.sources) expect(await pixelWidthOf(source.url)).toBe(source.width);
  });

  it('a 700 px photo gives only the widths it can fill: none is enlarged', async () => {
    const id = await newAd();
    const answer = await upload(owner.token, form(id, [{ data: await photo(700, 500) }]));
    const [media] = answer.body.data;
    if (!media) throw new Error('no photo was stored');
    expect(media).toMatchObject({ width: 700, height: 500 });
    expect(media.sources.map((source) => source.width)).toEqual([480, 700]);
    for (const source of media.sources) expect(await pixelWidthOf(source.url)).toBe(source.width);
    const stored = await readdir(path.join(server.dataDir, 'uploads', 'properties', String(id)));
    expect(stored).toHaveLength(3);
  });

  it('deleting a photo removes every width of it', async () => {
    const id = await newAd();
    const answer = await upload(owner.token, form(id, [{ data: await photo(2000, 1500) }]));
    const [media] = answer.body.data;
    if (!media) throw new Error('no photo was stored');
    const files = filesOf(media);
    expect(files).toHaveLength(5);
    expect(files.every(existsSync)).toBe(true);
    const deleted = await server.send(
      properties.deleteMedia,
      { params: { mediaId: media.id } },
      { token: owner.token },
    );
    expect(deleted.status).toBe(204);
    expect(files.filter(existsSync)).toEqual([]);
  });

  it('a photo stored before the narrower copies offers its one width, and deletes cleanly', async () => {
    const id = await newAd();
    const answer = await upload(owner.token, form(id, [{ data: await photo(2000, 1500) }]));
    const [media] = answer.body.data;
    if (!media) throw new Error('no photo was stored');
    // What the migration left on rows uploaded earlier: no narrower copies.
    await server.deps.db
      .update(propertyMedia)
      .set({ variants: sql`default` })
      .where(eq(propertyMedia.id, media.id));
    const [detail, list] = await Promise.all([
      detailOf(id),
      server.send(properties.listOwnProperties, { query: {} }, { token: owner.token }),
    ]);
    const only = [{ url: media.url, width: 1600 }];
    expect(detail.body.media[0]?.sources).toEqual(only);
    expect(detail.body.coverImage?.sources).toEqual(only);
    expect(list.body.data.find((item) => item.id === id)?.coverImage?.sources).toEqual(only);
    await server.send(properties.deleteMedia, { params: { mediaId: media.id } }, { token: owner.token });
    expect(existsSync(path.join(server.dataDir, media.url))).toBe(false);
    expect(existsSync(path.join(server.dataDir, media.thumbUrl))).toBe(false);
  });
});

describe('photo changes with moderation on', () => {
  it('send a published ad back to review: adding, reordering and deleting photos', async () => {
    const moderated = await startTestServer();
    try {
      const lookups = await loadLookups(moderated);
      const seller = await signIn(moderated);
      const { id } = await createAd(moderated, seller.token, 'residence', residenceBody(lookups));
      const publish = () =>
        moderated.deps.db
          .update(propertiesTable)
          .set({ status: 'published' })
          .where(eq(propertiesTable.id, id));
      const statusNow = async () =>
        (await moderated.send(properties.getProperty, { params: { id } }, { token: seller.token })).body
          .status;
      const as = { token: seller.token };

      await publish();
      const added = await moderated.send(
        properties.uploadMedia,
        { body: form(id, [{ data: await photo(800, 600) }, { data: await photo(800, 600, '#aa3300') }]) },
        as,
      );
      expect(added.status).toBe(200);
      expect(await statusNow()).toBe('pending');

      await publish();
      const [first = 0, second = 0] = added.body.data.map((media) => media.id);
      const reordered = await moderated.send(
        properties.reorderMedia,
        { params: { id }, body: { mediaIds: [second, first] } },
        as,
      );
      expect(reordered.status).toBe(200);
      expect(await statusNow()).toBe('pending');

      await publish();
      expect((await moderated.send(properties.deleteMedia, { params: { mediaId: first } }, as)).status).toBe(
        204,
      );
      expect(await statusNow()).toBe('pending');

      await moderated.deps.db
        .update(propertiesTable)
        .set({ status: 'rejected' })
        .where(eq(propertiesTable.id, id));
      expect((await moderated.send(properties.deleteMedia, { params: { mediaId: second } }, as)).status).toBe(
        204,
      );
      expect(await statusNow()).toBe('rejected');
    } finally {
      await moderated.close();
    }
  });
});
