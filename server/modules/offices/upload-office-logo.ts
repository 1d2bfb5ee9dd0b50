import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Language } from '#contract/common.js';
import type { PublicOffice } from '#contract/offices.js';
import type { AppDeps } from '#server/deps.js';
import { offices } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { foundRow } from '#server/lib/errors.js';
import { toWebp } from '#server/lib/images.js';
import { toPublicOffice } from './office-view.js';
import { recordOfficeEvent, requireOfficeAction } from './office-role.js';

/** A logo is at most this many pixels a side, its proportions kept; a file at most `maxBytes`. */
export const OFFICE_LOGO = { maxBytes: 2 * 1024 * 1024, size: 512 } as const;

/**
 * The owner or a manager sets the office's logo: a WebP without metadata, converted in the caller's
 * turn with the other uploads (the pipeline of profile pictures), stored under `offices/<id>/`; the
 * previous logo's file is removed once the new one is saved.
 */
export async function uploadOfficeLogo(
  deps: AppDeps,
  caller: AuthUser,
  officeId: number,
  file: Buffer,
  language: Language,
  signal?: AbortSignal,
): Promise<PublicOffice> {
  await requireOfficeAction(deps.db, officeId, caller.id, 'changeLogo');
  const [image] = await deps.images.convert(
    caller.id,
    file,
    (checked) => toWebp(checked, [{ width: OFFICE_LOGO.size, height: OFFICE_LOGO.size, fit: 'inside' }]),
    signal,
  );
  if (!image) throw new Error('image conversion returned nothing');
  const key = `offices/${officeId}/${randomUUID()}.webp`;
  await deps.storage.put(key, image.data, 'image/webp');
  const now = deps.clock.now();
  const { previous, office } = await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ logoKey: offices.logoKey })
      .from(offices)
      .where(eq(offices.id, officeId))
      .for('update');
    const saved = foundRow(
      await tx
        .update(offices)
        .set({ logoKey: key, updatedAt: now })
        .where(eq(offices.id, officeId))
        .returning(),
    );
    await recordOfficeEvent(tx, { officeId, actorId: caller.id, action: 'logoChanged', at: now });
    return { previous: before?.logoKey ?? null, office: saved };
  });
  if (previous) await deps.storage.delete(previous);
  return toPublicOffice(deps, office, language, now);
}
