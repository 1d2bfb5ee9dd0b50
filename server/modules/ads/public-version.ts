import { sql, type SQL } from 'drizzle-orm';
import { storedPhotoJson, type StoredPhoto } from './photo-files.js';

/**
 * What others (an inquirer, a buyer, their notifications) see of an ad: what the public last saw,
 * while its owner's edit waits for review (`owner-edit.ts` keeps that version at the first unreviewed
 * edit), else the ad as it is. Columns are written out in full: with a single-table FROM drizzle
 * leaves its own unqualified, and inside the photo subquery `id` would be the photo's.
 */
const waitingForReview = sql`("properties"."unreviewed_edit_at" is not null and "properties"."approved_version" is not null)`;

const publicText = (column: SQL, field: string) =>
  sql<
    string | null
  >`case when ${waitingForReview} then "properties"."approved_version"->'fields'->>${field} else ${column} end`;

export const publicTitles = {
  titleAr: publicText(sql`"properties"."title_ar"`, 'titleAr'),
  titleEn: publicText(sql`"properties"."title_en"`, 'titleEn'),
};

/** The ad's cover as others see it: the first of the photos the public last saw, while an edit waits. */
export const publicCover = sql<StoredPhoto | null>`(
  select ${storedPhotoJson('pm')} from property_media pm
  left join lateral (
    select seen.n from jsonb_array_elements("properties"."approved_version"->'photos') with ordinality seen(photo, n)
    where (seen.photo->>'id')::int = pm.id
  ) approved on true
  where pm.property_id = "properties"."id" and (not ${waitingForReview} or approved.n is not null)
  order by case when ${waitingForReview} then approved.n else pm.position end, pm.id
  limit 1)`;
