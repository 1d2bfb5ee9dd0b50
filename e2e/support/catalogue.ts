import {
  createAd,
  industryBody,
  loadLookups,
  residenceBody,
  type Lookups,
} from '#server/test/support/fixtures/catalogue-fixtures.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { madeBeforeAll } from './before-all.js';
import type { Site } from './site.js';

export type AdKind = 'residence' | 'industry';

/** A title in both languages, as the pages show it. */
export interface Titles {
  ar: string;
  en: string;
}

/** The fields of an ad with these titles. */
export const titled = (titles: Titles, fields: Record<string, unknown> = {}) => ({
  titleAr: titles.ar,
  titleEn: titles.en,
  ...fields,
});

/** The seeded lookups and a user who posts ads: there in the file's tests and in the hooks it registers after. */
export interface Catalogue {
  readonly l: Lookups;
  readonly owner: SignedIn;
  /**
   * Saves an ad as its owner's form does (`createAd`: a new one is sent, one with an id is edited):
   * the test body of its kind with `fields`, as `user` (the owner unless told).
   */
  save(kind: AdKind, fields?: Record<string, unknown>, user?: SignedIn): ReturnType<typeof createAd>;
  /**
   * Saves a villa at each point, one after the other, titled "`titles` 1", "`titles` 2"…, with
   * `fields(n)` (n from 0); answers their ids.
   */
  placeVillas(
    titles: Titles,
    points: readonly (readonly [number, number])[],
    fields?: (n: number) => Record<string, unknown>,
  ): Promise<number[]>;
}

/** Reads the site's lookups and signs a new owner in, once the site has started. */
export function useCatalogue(site: Site): Catalogue {
  const loaded = madeBeforeAll(async () => ({
    l: await loadLookups(site.server),
    owner: await signIn(site.server),
  }));
  const save: Catalogue['save'] = (kind, fields = {}, user = loaded().owner) => {
    const { l } = loaded();
    const body = kind === 'residence' ? residenceBody(l, fields) : industryBody(l, fields);
    return createAd(site.server, user.token, kind, body);
  };
  return {
    get l() {
      return loaded().l;
    },
    get owner() {
      return loaded().owner;
    },
    save,
    async placeVillas(titles, points, fields = () => ({})) {
      const ids: number[] = [];
      for (const [n, [latitude, longitude]] of points.entries()) {
        const numbered = { ar: `${titles.ar} ${n + 1}`, en: `${titles.en} ${n + 1}` };
        ids.push((await save('residence', titled(numbered, { latitude, longitude, ...fields(n) }))).id);
      }
      return ids;
    },
  };
}
