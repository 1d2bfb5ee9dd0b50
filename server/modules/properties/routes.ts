import * as properties from '#contract/endpoints/properties.js';
import { userOf } from '#server/lib/auth/authenticate.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';
import { abandonedWith, readFilesAndFields } from '#server/lib/uploads.js';
import { announce } from '#server/lib/domain-events.js';
import { AD_VIEWED } from './ad-events.js';
import { cardsInOrder } from '../ads/index.js';
import { changeStatus } from './change-status.js';
import { compareProperties } from './compare-properties.js';
import { confirmAvailable } from './confirm-available.js';
import { deleteMedia } from './delete-media.js';
import { deleteProperty } from './delete-property.js';
import { getProperty } from './get-property.js';
import { listFavorites } from './list-favorites.js';
import { listOwnProperties } from './list-own-properties.js';
import { listProperties } from './list-properties.js';
import { mapProperties } from '../search/index.js';
import { renewProperty } from './renew-property.js';
import { reorderMedia } from './reorder-media.js';
import { saveProperty } from './save-property.js';
import { setFavorite } from './set-favorite.js';
import { startDraft } from './start-draft.js';
import { submitProperty } from './submit-property.js';
import {
  convertUploadedPhoto,
  MEDIA_LIMITS,
  uploadMedia,
  uploadTarget,
  type UploadTarget,
} from './upload-media.js';

/** Each list, detail and save path with the category it keeps to (none: both). */
const lists = [
  [properties.listProperties, undefined],
  [properties.listResidences, 1],
  [properties.listRecidences, 1],
  [properties.listIndustries, 2],
] as const;
const details = [
  [properties.getProperty, undefined],
  [properties.getResidence, 1],
  [properties.getIndustry, 2],
] as const;
const saves = [
  [properties.saveResidence, 1],
  [properties.saveIndustry, 2],
] as const;

export const propertyRoutes = endpointRoutes((deps) => [
  ...lists.map(([list, category]) =>
    answer(
      list,
      (request) =>
        deps.reads.run(request, (reader) =>
          listProperties(reader, request.query, {
            category,
            callerId: request.user?.id,
            language: request.language,
          }),
        ),
      { identifiesCaller: true },
    ),
  ),
  answer(properties.mapProperties, (request) =>
    deps.reads.run(request, (reader) => mapProperties(reader, request.query, request.language)),
  ),
  ...details.map(([detail, category]) =>
    answer(
      detail,
      async (request) => {
        const callerId = request.user?.id;
        const ad = await deps.reads.run(request, (reader) =>
          getProperty(reader, request.params.id, {
            category,
            callerId,
            language: request.language,
            visitor: { ip: request.ip, userAgent: request.headers['user-agent'] },
          }),
        );
        if (callerId !== undefined) {
          await announce(deps.db, deps.clock.now(), AD_VIEWED, { userId: callerId, propertyId: ad.id });
        }
        return ad;
      },
      { identifiesCaller: true },
    ),
  ),
  answer(
    properties.compareProperties,
    (request) =>
      deps.reads.run(request, (reader) =>
        compareProperties(reader, request.query.ids, request.user?.id, request.language),
      ),
    { identifiesCaller: true },
  ),
  answer(
    properties.propertiesByIds,
    async (request) => ({
      data: await deps.reads.run(request, (reader) =>
        cardsInOrder(reader, request.query.ids, request.user?.id, request.language),
      ),
    }),
    { identifiesCaller: true },
  ),
  answer(properties.setFavorite, (request) => setFavorite(deps, userOf(request), request.body.propertyId)),
  answer(properties.listFavorites, (request) =>
    listFavorites(deps, userOf(request), request.query, request.language),
  ),
  answer(properties.listOwnProperties, (request) =>
    listOwnProperties(deps, userOf(request), request.query, request.language),
  ),
  ...saves.map(([save, category]) =>
    answer(save, async (request) => {
      const caller = userOf(request);
      const id = await saveProperty(deps, caller, { ...request.body, category } as Parameters<
        typeof saveProperty
      >[2]);
      return getProperty(deps, id, { callerId: caller.id, language: request.language });
    }),
  ),
  answer(properties.submitProperty, (request) => submitProperty(deps, userOf(request), request.params.id)),
  answer(properties.startDraft, (request) => startDraft(deps, userOf(request), request.params.id)),
  answer(properties.uploadMedia, async (request, reply) => {
    const caller = userOf(request);
    const signal = abandonedWith(reply);
    let target: Promise<UploadTarget> | undefined;
    const { files } = await readFilesAndFields(request, {
      fileField: 'files',
      maxBytes: MEDIA_LIMITS.maxBytes,
      maxFiles: MEDIA_LIMITS.perProperty,
      convert: async (data, fields, index) => {
        target ??= uploadTarget(deps, caller, fields.propertyId);
        return convertUploadedPhoto(deps, caller, await target, { data, index }, signal);
      },
    });
    if (!target) throw new Error('files were read without a target');
    return uploadMedia(deps, caller, await target, files);
  }),
  answer(properties.deleteMedia, (request) => deleteMedia(deps, userOf(request), request.params.mediaId)),
  answer(properties.reorderMedia, (request) =>
    reorderMedia(deps, userOf(request), request.params.id, request.body.mediaIds),
  ),
  answer(properties.confirmAvailable, (request) =>
    confirmAvailable(deps, userOf(request), request.params.id),
  ),
  answer(properties.renewProperty, (request) => renewProperty(deps, userOf(request), request.params.id)),
  answer(properties.changeStatus, (request) =>
    changeStatus(deps, userOf(request), request.params.id, request.body.status),
  ),
  answer(properties.deleteProperty, (request) => deleteProperty(deps, userOf(request), request.params.id)),
]);
