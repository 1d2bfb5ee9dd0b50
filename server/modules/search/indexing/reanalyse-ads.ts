import { asc, eq, gt, and, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client.js';
import { properties } from '#server/db/schema/index.js';
import { ANALYSER_VERSION } from '#server/modules/search/analyse/index.js';
import { adLexemes, lookupNamesOf } from './ad-lexemes.js';

const BATCH = 500;

/**
 * Gives every ad analysed by an older analyser (or none: loaded in bulk, seeded) the current
 * lexemes, a batch per transaction, in id order; the triggers carry them to the search table.
 */
export async function reanalyseAds(db: Database, log?: FastifyBaseLogger): Promise<number> {
  let done = 0;
  let after = 0;
  for (;;) {
    const batch = await db
      .select()
      .from(properties)
      .where(and(gt(properties.id, after), ne(properties.lexemesVersion, ANALYSER_VERSION)))
      .orderBy(asc(properties.id))
      .limit(BATCH);
    const last = batch.at(-1);
    if (!last) break;
    const names = await lookupNamesOf(db, batch);
    await db.transaction(async (tx) => {
      for (const ad of batch) {
        await tx.update(properties).set(adLexemes(ad, names)).where(eq(properties.id, ad.id));
      }
    });
    done += batch.length;
    after = last.id;
    if (done % (BATCH * 20) === 0) log?.info({ done }, 'search: ads analysed again');
  }
  if (done > 0) log?.info({ done, analyser: ANALYSER_VERSION }, 'search: every ad has current lexemes');
  return done;
}
