import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { adLexemes } from './ad-lexemes.js';
import { staleAdBatches } from './stale-ads.js';

const BATCH = 5_000;

/**
 * For a catalogue loaded outside the application (benchmarks, imports): analyses every ad the
 * current analyser did not (`ads`: how many), and fills the search table and the map's cells in bulk.
 * The table is emptied by TRUNCATE (a DELETE left it and its indexes twice their size after a refill,
 * and gathers read twice the pages). The per-row triggers are off for these statements
 * (`session_replication_role`), the search table is filled from the same view they read and the
 * cells by the same grid functions (`map_cells_rebuild`, migration 0013).
 */
export async function rebuildSearch(db: Database): Promise<{ ads: number }> {
  let ads = 0;
  for await (const { ads: batch, names } of staleAdBatches(db, BATCH)) {
    const analysed = batch.map((ad) => adLexemes(ad, names));
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`
        update properties p set lexemes_title = v.title, lexemes_place = v.place,
          lexemes_body = v.body, lexemes_version = v.version
        from unnest(
          ${sql.param(batch.map((ad) => ad.id))}::int[],
          ${sql.param(analysed.map((lexemes) => lexemes.lexemesTitle))}::text[],
          ${sql.param(analysed.map((lexemes) => lexemes.lexemesPlace))}::text[],
          ${sql.param(analysed.map((lexemes) => lexemes.lexemesBody))}::text[],
          ${sql.param(analysed.map((lexemes) => lexemes.lexemesVersion))}::smallint[]
        ) as v(id, title, place, body, version)
        where p.id = v.id`);
    });
    ads += batch.length;
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`truncate property_search`);
    await tx.execute(sql`insert into property_search select * from property_search_source`);
    await tx.execute(sql`select map_cells_rebuild()`);
  });
  return { ads };
}
