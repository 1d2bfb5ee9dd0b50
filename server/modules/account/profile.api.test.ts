import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import * as account from '#contract/endpoints/account.js';
import * as properties from '#contract/endpoints/properties.js';
import { phoneVerifications, sessions, users } from '#server/db/schema/index.js';
import { createAd, loadLookups, residenceBody } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { signIn } from '#server/test/support/clients/sign-in-flow.js';
import { verifyEmailOf } from '#server/test/support/clients/verified-email.js';
import type { Language } from '#contract/common.js';
import type { EndpointInput } from '#contract/endpoint.js';
import { useTestServer } from '#server/test/support/suite.js';

const server = useTestServer();

const photoWithExif = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 20, g: 120, b: 130 } } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Secret Person', Copyright: 'GPS 24.7136 46.6753' } })
    .toBuffer();

function imageForm(data: Buffer | string, filename = 'me.jpg', field = 'file'): FormData {
  const form = new FormData();
  form.append(field, new Blob([data]), filename);
  return form;
}

const upload = (token: string, form: FormData, language: Language = 'en') =>
  server.send(account.uploadProfileImage, { body: form }, { token, language });

describe('profile', () => {
  it('GET {id} answers the caller’s profile with the phone in E.164', async () => {
    const user = await signIn(server);
    const answer = await server.send(
      account.getProfile,
      { params: { id: user.userId } },
      { token: user.token },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id: user.userId,
      phoneNumber: user.e164,
      dialCode: '+966',
      fullName: null,
      email: null,
      emailVerified: false,
      whatsapp: null,
      imageUrl: null,
      preferredLanguage: 'ar',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
    });
  });

  it('GET {id} of another user answers 403', async () => {
    const user = await signIn(server);
    const other = await signIn(server);
    const answer = await server.send(
      account.getProfile,
      { params: { id: other.userId } },
      { token: user.token, language: 'en' },
    );
    expect(answer.status).toBe(403);
    expect(answer.error.message).toBe('Accessing this data is forbidden');
    expect(JSON.stringify(answer.error)).not.toContain(other.e164);
  });

  it('updateprofile saves name, email, WhatsApp (normalised) and language', async () => {
    const user = await signIn(server);
    const answer = await server.send(
      account.updateProfile,
      {
        body: {
          fullName: '  سارة العتيبي ',
          email: 'sara@example.com',
          whatsapp: '0551234567',
          preferredLanguage: 'en',
        },
      },
      { token: user.token },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      fullName: 'سارة العتيبي',
      email: 'sara@example.com',
      emailVerified: false,
      whatsapp: '+966551234567',
      preferredLanguage: 'en',
    });
  });

  it('updateprofile keeps a verified address verified while it stays the same, and only then', async () => {
    const user = await signIn(server);
    await verifyEmailOf(server, user, 'huda@example.com');
    const update = (body: EndpointInput<typeof account.updateProfile>['body']) =>
      server.send(account.updateProfile, { body }, { token: user.token });
    expect((await update({ fullName: 'Huda' })).body.emailVerified).toBe(true);
    expect((await update({ email: 'huda@example.com', whatsapp: '0551234567' })).body.emailVerified).toBe(
      true,
    );
    expect((await update({ email: 'huda@example.net' })).body.emailVerified).toBe(false);
    expect((await update({ email: 'huda@example.com' })).body.emailVerified).toBe(false);
  });

  it('updateprofile leaves absent fields alone and clears fields sent empty', async () => {
    const user = await signIn(server);
    await server.send(
      account.updateProfile,
      { body: { fullName: 'Omar', email: 'omar@example.com' } },
      { token: user.token },
    );
    const answer = await server.send(account.updateProfile, { body: { email: '' } }, { token: user.token });
    expect(answer.body).toMatchObject({ fullName: 'Omar', email: null });
  });

  it('updateprofile refuses a bad email and a bad WhatsApp number with field errors, changing nothing', async () => {
    const user = await signIn(server);
    const badEmail = await server.send(
      account.updateProfile,
      { body: { fullName: 'X', email: 'not-an-email' } },
      { token: user.token, language: 'en' },
    );
    expect(badEmail.status).toBe(422);
    expect(badEmail.error.errors).toEqual({ email: ['The email address is not valid'] });
    const badWhatsapp = await server.send(
      account.updateProfile,
      { body: { whatsapp: '123' } },
      { token: user.token },
    );
    expect(badWhatsapp.status).toBe(422);
    expect(badWhatsapp.error.errors).toEqual({ whatsapp: ['رقم الواتساب غير صحيح'] });
    const [row] = await server.deps.db.select().from(users).where(eq(users.id, user.userId));
    expect(row?.fullName).toBeNull();
  });

  it('uploadprofileimage stores a 512 px WebP with EXIF stripped and serves it', async () => {
    const user = await signIn(server);
    const answer = await upload(user.token, imageForm(await photoWithExif()));
    expect(answer.status).toBe(200);
    expect(answer.body.imageUrl).toMatch(new RegExp(`^/uploads/profiles/${user.userId}/[\\w-]+\\.webp$`));
    const served = await fetch(`${server.url}${answer.body.imageUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    // Keys are never rewritten, so the disk's /uploads/ answers as a bucket does.
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('Secret Person'))).toBe(false);
    const profile = await server.send(
      account.getProfile,
      { params: { id: user.userId } },
      { token: user.token },
    );
    expect(profile.body.imageUrl).toBe(answer.body.imageUrl);
  });

  it('a new profile image replaces and deletes the previous file', async () => {
    const user = await signIn(server);
    const first = await upload(user.token, imageForm(await photoWithExif()));
    const second = await upload(user.token, imageForm(await photoWithExif()));
    expect(second.body.imageUrl).not.toBe(first.body.imageUrl);
    expect(existsSync(path.join(server.dataDir, first.body.imageUrl))).toBe(false);
    expect((await fetch(`${server.url}${first.body.imageUrl}`)).status).toBe(404);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const user = await signIn(server);
    const big = Buffer.concat([await photoWithExif(), Buffer.alloc(5 * 1024 * 1024)]);
    const answer = await upload(user.token, imageForm(big));
    expect(answer.status).toBe(413);
    expect(answer.error.message).toBe('The file is larger than the allowed 5 MB');
  });

  it('refuses a non-image (checked by its bytes, not its name) with 415', async () => {
    const user = await signIn(server);
    const answer = await upload(user.token, imageForm('just some text, not a picture', 'photo.jpg'));
    expect(answer.status).toBe(415);
    expect(answer.error.message).toBe('The file is not a supported image (JPEG, PNG or WebP)');
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await upload(user.token, imageForm(gif, 'a.png'))).status).toBe(415);
  });

  it('refuses an image over 40 megapixels with 422', async () => {
    const user = await signIn(server);
    const huge = await sharp({ create: { width: 8000, height: 5100, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const answer = await upload(user.token, imageForm(huge, 'huge.png'));
    expect(answer.status).toBe(422);
    expect(answer.error.message).toBe('The image is too large (at most 40 megapixels)');
  });

  it('refuses a truncated image with 422', async () => {
    const user = await signIn(server);
    const photo = await photoWithExif();
    const answer = await upload(user.token, imageForm(photo.subarray(0, Math.floor(photo.length / 3))));
    expect(answer.status).toBe(422);
  });

  it('refuses a request without the file field with 422, and a JSON body with 400', async () => {
    const user = await signIn(server);
    const wrongField = await upload(user.token, imageForm(await photoWithExif(), 'me.jpg', 'image'));
    expect(wrongField.status).toBe(422);
    expect(wrongField.error.errors).toEqual({ file: ['A file is required'] });
    // A JSON body where a form belongs: no typed input sends it.
    const json = await server.call(
      'POST',
      account.uploadProfileImage.path,
      { file: 'x' },
      { token: user.token },
    );
    expect(json.status).toBe(400);
  });

  it('refuses uploads without a token', async () => {
    const answer = await server.send(account.uploadProfileImage, { body: imageForm(await photoWithExif()) });
    expect(answer.status).toBe(401);
  });
});

describe('account deletion (PDPL)', () => {
  it('DELETE removes the account, its sessions and picture', async () => {
    const user = await signIn(server);
    const image = await upload(user.token, imageForm(await photoWithExif()));
    const answer = await server.send(account.deleteAccount, {}, { token: user.token });
    expect(answer.status).toBe(204);
    expect(await server.deps.db.select().from(users).where(eq(users.id, user.userId))).toHaveLength(0);
    expect(await server.deps.db.select().from(sessions).where(eq(sessions.userId, user.userId))).toHaveLength(
      0,
    );
    expect((await fetch(`${server.url}${image.body.imageUrl}`)).status).toBe(404);
    const after = await server.send(
      account.getProfile,
      { params: { id: user.userId } },
      { token: user.token },
    );
    expect(after.status).toBe(401);
  });

  it("DELETE removes its ads' photo files at once: every width and the card crop answer 404", async () => {
    const user = await signIn(server);
    const lookups = await loadLookups(server);
    const ads = [
      (await createAd(server, user.token, 'residence', residenceBody(lookups))).id,
      (await createAd(server, user.token, 'residence', residenceBody(lookups))).id,
    ];
    const urls: string[] = [];
    for (const id of ads) {
      const form = new FormData();
      form.append('propertyId', String(id));
      form.append('files', new Blob([await photoWithExif()]), 'photo.jpg');
      const uploaded = await server.send(properties.uploadMedia, { body: form }, { token: user.token });
      expect(uploaded.status).toBe(200);
      for (const photo of uploaded.body.data) {
        urls.push(...photo.sources.map((source) => source.url), photo.thumbUrl);
      }
    }
    expect(urls).toHaveLength(10);
    for (const url of urls) expect((await fetch(`${server.url}${url}`)).status).toBe(200);
    expect((await server.send(account.deleteAccount, {}, { token: user.token })).status).toBe(204);
    for (const url of urls)
      expect({ url, status: (await fetch(`${server.url}${url}`)).status }).toEqual({ url, status: 404 });
  });

  it('deleting the account does not reset the sending limits of its phone', async () => {
    const user = await signIn(server);
    expect((await server.send(account.deleteAccount, {}, { token: user.token })).status).toBe(204);
    const again = await server.send(account.register, { body: { phoneNumber: user.e164, dialCode: '+966' } });
    expect(again.status).toBe(429);
    const kept = await server.deps.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.phoneNumber, user.e164));
    expect(kept).toHaveLength(1);
  });

  it('signing in again after deletion creates a new, empty account', async () => {
    const user = await signIn(server);
    await server.send(account.updateProfile, { body: { fullName: 'Old' } }, { token: user.token });
    await server.send(account.deleteAccount, {}, { token: user.token });
    server.clock.advance(61);
    const again = await signIn(server, user.e164);
    expect(again.userId).not.toBe(user.userId);
    const [row] = await server.deps.db.select().from(users).where(eq(users.phoneNumber, user.e164));
    expect(row?.id).not.toBe(user.userId);
    expect(row?.fullName).toBeNull();
  });

  it('DELETE without a token answers 401', async () => {
    expect((await server.send(account.deleteAccount)).status).toBe(401);
  });
});
