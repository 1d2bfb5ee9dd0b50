import { and, asc, gt, ne } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { properties, type PropertyRow } from '#server/db/schema/index.js';
import { ANALYSER_VERSION } from '#server/modules/search/analyse/index.js';
import { lookupNamesOf, type LookupNames } from './ad-lexemes.js';

/**
 * The ads the current analyser has not analysed, in id order, `size` at a time, each batch with the
 * lookup names its lexemes need. The next batch is read after the caller is done with this one.
 */
export async function* staleAdBatches(
  db: Database,
  size: number,
): AsyncGenerator<{ ads: PropertyRow[]; names: LookupNames }> {
  let after = 0;
  for (;;) {
    const ads = await db
      .select()
      .from(properties)
      .where(and(gt(properties.id, after), ne(properties.lexemesVersion, ANALYSER_VERSION)))
      .orderBy(asc(properties.id))
      .limit(size);
    const last = ads.at(-1);
    if (!last) return;
    yield { ads, names: await lookupNamesOf(db, ads) };
    after = last.id;
  }
}
