import type { Database } from '#server/db/client.js';
import { rebuildSearch } from '#server/modules/search/index.js';

/**
 * Runs once after the bench ads are in (and again when a loaded database has taken new migrations),
 * before VACUUM ANALYZE: the loader writes no lexemes, so every ad is analysed and the search table
 * and the map's cells are filled in bulk.
 */
export async function afterLoad(db: Database): Promise<void> {
  await rebuildSearch(db);
}
