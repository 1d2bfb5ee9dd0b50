import { inArray, or } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { agents, offices, properties, propertyMedia, users } from '#server/db/schema/index.js';
import { photoFileColumns, photoFileKeys } from '#server/modules/ads/index.js';

/**
 * Where each upload lives: `properties/<ad>/…`, `profiles/<user>/…`, `agents/<agent>/…`,
 * `offices/<office>/…` (its logo).
 */
const OWNED_KEY =
  /^(?:properties\/(?<ad>\d+)|profiles\/(?<user>[0-9a-f-]{36})|agents\/(?<agent>\d+)|offices\/(?<office>\d+))\//;

const idsOf = (keys: string[], owner: 'ad' | 'user' | 'agent' | 'office') => [
  ...new Set(keys.flatMap((key) => OWNED_KEY.exec(key)?.groups?.[owner] ?? [])),
];

/**
 * Of the stored keys given, those a row still names. Each key is looked up through the ad, user,
 * agent or office its folder names (by primary key, however many photos there are); a key outside
 * those folders counts as referenced, so the purge never deletes what it does not understand.
 */
export async function referencedFiles(db: Database, keys: string[]): Promise<ReadonlySet<string>> {
  const propertyIds = idsOf(keys, 'ad').map(Number);
  const userIds = idsOf(keys, 'user');
  const agentIds = idsOf(keys, 'agent').map(Number);
  const officeIds = idsOf(keys, 'office').map(Number);
  const [photos, profiles, agentPhotos, logos] = await Promise.all([
    propertyIds.length === 0
      ? []
      : db
          .select(photoFileColumns)
          .from(propertyMedia)
          .where(
            or(
              inArray(propertyMedia.propertyId, propertyIds),
              // A draft of changes keeps its new photos in its ad's folder (ADR 0032).
              inArray(
                propertyMedia.propertyId,
                db
                  .select({ id: properties.id })
                  .from(properties)
                  .where(inArray(properties.revisionOf, propertyIds)),
              ),
            ),
          ),
    userIds.length === 0
      ? []
      : db.select({ key: users.imageKey }).from(users).where(inArray(users.id, userIds)),
    agentIds.length === 0
      ? []
      : db.select({ key: agents.imageKey }).from(agents).where(inArray(agents.id, agentIds)),
    officeIds.length === 0
      ? []
      : db.select({ key: offices.logoKey }).from(offices).where(inArray(offices.id, officeIds)),
  ]);
  return new Set([
    ...keys.filter((key) => !OWNED_KEY.test(key)),
    ...photos.flatMap(photoFileKeys),
    ...[...profiles, ...agentPhotos, ...logos].flatMap((row) => (row.key ? [row.key] : [])),
  ]);
}
