import sharp from 'sharp';
import * as account from '#contract/endpoints/account.js';
import * as properties from '#contract/endpoints/properties.js';
import type { ApiCaller } from './api-caller.js';
import { createAd, loadLookups, residenceBody } from './catalogue-fixtures.js';
import { signIn, userIdOf, type SignedIn } from './sign-in-flow.js';

/** What a site holds before its backup, to look for after the restore. */
export interface SiteRecord {
  accounts: {
    user: SignedIn;
    fullName: string;
    hasImage: boolean;
    ads: { id: number; title: string; photos: number }[];
    favourites: number[];
  }[];
}

const photo = (colour: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

function photosForm(propertyId: number, files: Buffer[], field = 'files'): FormData {
  const form = new FormData();
  form.append('propertyId', String(propertyId));
  for (const file of files) form.append(field, new Blob([file]), 'photo.jpg');
  return form;
}

const ok = <T extends { status: number }>(answer: T, what: string): T => {
  if (answer.status !== 200) throw new Error(`${what} answered ${String(answer.status)}`);
  return answer;
};

/**
 * Three accounts with names, a profile picture, two ads each (three photos between them) and a
 * favourite each. Ads are published at once: the server runs with MODERATION off.
 */
export async function populateSite(server: ApiCaller, label: string): Promise<SiteRecord> {
  const l = await loadLookups(server);
  const record: SiteRecord = { accounts: [] };
  for (const [index, colour] of ['#a33', '#3a3', '#33a'].entries()) {
    const user = await signIn(server);
    const fullName = `${label} owner ${String(index)}`;
    ok(await server.send(account.updateProfile, { body: { fullName } }, { token: user.token }), 'rename');
    const picture = new FormData();
    picture.append('file', new Blob([await photo(colour)]), 'me.jpg');
    ok(await server.send(account.uploadProfileImage, { body: picture }, { token: user.token }), 'picture');
    const ads = [];
    for (const photos of [2, 1]) {
      const title = `${label} ad ${String(index)}-${String(photos)}`;
      const saved = {
        body: await createAd(server, user.token, 'residence', residenceBody(l, { titleEn: title })),
      };
      const files = await Promise.all(Array.from({ length: photos }, () => photo(colour)));
      ok(
        await server.send(
          properties.uploadMedia,
          { body: photosForm(saved.body.id, files) },
          { token: user.token },
        ),
        'photos',
      );
      ads.push({ id: saved.body.id, title, photos });
    }
    record.accounts.push({ user, fullName, hasImage: true, ads, favourites: [] });
  }
  for (const [index, owner] of record.accounts.entries()) {
    const neighbour = record.accounts[(index + 1) % record.accounts.length];
    const propertyId = neighbour?.ads[0]?.id ?? 0;
    ok(
      await server.send(properties.setFavorite, { body: { propertyId } }, { token: owner.user.token }),
      'fav',
    );
    owner.favourites.push(propertyId);
  }
  return record;
}

async function answers200(baseUrl: string, url: string | null | undefined): Promise<boolean> {
  if (!url) return false;
  const response = await fetch(`${baseUrl}${url}`);
  await response.arrayBuffer();
  return response.status === 200 && response.headers.get('content-type') === 'image/webp';
}

/**
 * What of the record a (restored) server no longer has: empty when every ad, photo, picture,
 * favourite and account is there. Each account is read with the token issued before the backup (the
 * signing key came along) and signs in again with its refresh token (its session and the key that
 * hashes it came along). A new SMS code would wait out the minute between codes to one phone.
 */
export async function missingFromSite(
  server: ApiCaller,
  baseUrl: string,
  record: SiteRecord,
): Promise<string[]> {
  const missing: string[] = [];
  for (const { user, fullName, hasImage, ads, favourites } of record.accounts) {
    const profile = await server.send(
      account.getProfile,
      { params: { id: user.userId } },
      { token: user.token },
    );
    if (profile.status !== 200 || profile.body.fullName !== fullName) {
      missing.push(`profile of ${fullName} with its old token (${String(profile.status)})`);
    } else if (hasImage && !(await answers200(baseUrl, profile.body.imageUrl))) {
      missing.push(`picture of ${fullName}`);
    }
    const refreshed = await server.send(account.refreshToken, { body: { refreshToken: user.refreshToken } });
    if (refreshed.status !== 200 || userIdOf(refreshed.body.token) !== user.userId) {
      missing.push(`session of ${fullName} (${String(refreshed.status)})`);
    }

    for (const ad of ads) {
      const detail = await server.send(properties.getProperty, { params: { id: ad.id } }, { language: 'en' });
      if (detail.status !== 200 || detail.body.title !== ad.title) {
        missing.push(`ad ${ad.title} (${String(detail.status)})`);
        continue;
      }
      if (detail.body.media.length !== ad.photos) missing.push(`photos of ${ad.title}`);
      for (const media of detail.body.media) {
        for (const url of [...media.sources.map((source) => source.url), media.thumbUrl]) {
          if (!(await answers200(baseUrl, url))) missing.push(`photo ${url} of ${ad.title}`);
        }
      }
    }
    const listed = await server.send(properties.listFavorites, {}, { token: user.token });
    const ids = listed.status === 200 ? listed.body.data.map((item) => item.id) : [];
    if (favourites.some((id) => !ids.includes(id))) missing.push(`favourites of ${fullName}`);
  }
  return missing;
}
