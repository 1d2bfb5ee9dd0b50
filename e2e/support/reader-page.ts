import type { Language } from '#contract/common.js';
import type { SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import type { PageOptions } from './browser.js';
import { tilesOffline } from './map-tiles.js';
import type { Site } from './site.js';
import { userStorage } from './user-session.js';

export interface ReaderOptions extends PageOptions {
  /** Arabic unless told. */
  language?: Language;
  /** Signed in as this user; signed out unless told. */
  user?: SignedIn;
}

/** A fresh page of a reader who chose `language`, signed in or not. */
export function openReader(site: Site, options: ReaderOptions = {}) {
  const { language = 'ar', user, ...pageOptions } = options;
  return site.open({ ...pageOptions, storage: { ...(user ? userStorage(user) : {}), language } });
}

/** A reader's page whose maps find no tiles (there is no internet here either): tile requests fail at once. */
export async function openWithoutTiles(site: Site, options: ReaderOptions = {}) {
  const opened = await openReader(site, options);
  await tilesOffline(opened.context);
  return opened;
}

/** Console errors other than the resources that cannot load (the tiles). */
export const realErrors = (errors: string[]) =>
  errors.filter((error) => !/Failed to load resource/.test(error));
