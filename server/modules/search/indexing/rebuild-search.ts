import { and, asc, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { properties } from '#server/db/schema/index.js';
import { ANALYSER_VERSION } from '#server/modules/search/analyse/index.js';
import { adLexemes, lookupNamesOf } from './ad-lexemes.js';

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
    after = last.id;
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`truncate property_search`);
    await tx.execute(sql`insert into property_search select * from property_search_source`);
    await tx.execute(sql`select map_cells_rebuild()`);
  });
  return { ads };
}
