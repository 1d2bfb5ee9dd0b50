import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client.js';
import { properties } from '#server/db/schema/index.js';
import { ANALYSER_VERSION } from '#server/modules/search/analyse/index.js';
import { adLexemes } from './ad-lexemes.js';
import { staleAdBatches } from './stale-ads.js';

const BATCH = 500;

/**
 * Gives every ad analysed by an older analyser (or none: loaded in bulk, seeded) the current
 * lexemes, a batch per transaction, in id order; the triggers carry them to the search table.
 */
export async function reanalyseAds(db: Database, log?: FastifyBaseLogger): Promise<number> {
  let done = 0;
  for await (const { ads, names } of staleAdBatches(db, BATCH)) {
    await db.transaction(async (tx) => {
      for (const ad of ads) {
        await tx.update(properties).set(adLexemes(ad, names)).where(eq(properties.id, ad.id));
      }
    });
    done += ads.length;
    if (done % (BATCH * 20) === 0) log?.info({ done }, 'search: ads analysed again');
  }
  if (done > 0) log?.info({ done, analyser: ANALYSER_VERSION }, 'search: every ad has current lexemes');
  return done;
}
