import { z } from 'zod';

/** The first member of every archive: what it holds, to check a restore against. */
export const MANIFEST_FILE = 'manzil-backup.json';

/** The parts of DATA_DIR a site needs: its database, its uploaded files, its generated secrets. */
export const DATA_DIR_PARTS = ['pglite', 'uploads', 'secrets'] as const;

export const backupContents = z.object({
  accounts: z.number().int().nonnegative(),
  staff: z.number().int().nonnegative(),
  ads: z.number().int().nonnegative(),
  photos: z.number().int().nonnegative(),
  favourites: z.number().int().nonnegative(),
  /** Files under uploads/ (each photo is two: the picture and its thumbnail). */
  files: z.number().int().nonnegative(),
});

export const backupManifest = z.object({
  format: z.literal('manzil-backup'),
  version: z.literal(1),
  createdAt: z.string(),
  /** `select version()` of the embedded database: a restore needs a PGlite of the same major version. */
  postgres: z.string(),
  parts: z.array(z.enum(DATA_DIR_PARTS)),
  secrets: z.array(z.string()),
  contents: backupContents,
});

export type BackupContents = z.infer<typeof backupContents>;
export type BackupManifest = z.infer<typeof backupManifest>;

export function describeContents(contents: BackupContents): string {
  const { accounts, staff, ads, photos, favourites, files } = contents;
  return (
    `${String(accounts)} accounts, ${String(staff)} staff, ${String(ads)} ads, ${String(photos)} photos, ` +
    `${String(favourites)} favourites, ${String(files)} uploaded files`
  );
}
