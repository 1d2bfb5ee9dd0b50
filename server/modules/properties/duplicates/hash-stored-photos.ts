import { asc, eq, gt, and, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client.js';
import { propertyMedia } from '#server/db/schema/index.js';
import type { FileStorage } from '#server/lib/storage/storage.js';
import { safeError } from '#server/lib/safe-error.js';
import { photoHash } from './photo-hash.js';

const BATCH = 100;

/**
 * Hashes the photos stored before hashes were (or whose hashing failed), a batch at a time in id
 * order, one photo in memory at a time: bounded however many there are. A photo whose file cannot be
 * read or decoded is skipped (logged) and tried again at the next start.
 */
export async function hashStoredPhotos(
  db: Database,
  storage: FileStorage,
  log?: FastifyBaseLogger,
): Promise<number> {
  let done = 0;
  let after = 0;
  for (;;) {
    const batch = await db
      .select({ id: propertyMedia.id, key: propertyMedia.key })
      .from(propertyMedia)
      .where(and(gt(propertyMedia.id, after), isNull(propertyMedia.dhash)))
      .orderBy(asc(propertyMedia.id))
      .limit(BATCH);
    const last = batch.at(-1);
    if (!last) break;
    for (const photo of batch) {
      try {
        const data = await storage.read(photo.key);
        if (!data) continue;
        await db
          .update(propertyMedia)
          .set(await photoHash(data))
          .where(eq(propertyMedia.id, photo.id));
        done++;
      } catch (error) {
        log?.warn({ mediaId: photo.id, err: safeError(error) }, 'duplicates: a photo could not be hashed');
      }
    }
    after = last.id;
  }
  if (done > 0) log?.info({ done }, 'duplicates: stored photos hashed');
  return done;
}
