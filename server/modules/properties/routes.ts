import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, errorResponses, propertyMediaForm } from '../../../contract/common.js';
import { pagingQuery } from '../../../contract/paging.js';
import {
  industryBody,
  mediaIdParams,
  mediaList,
  mediaOrderBody,
  ownListQuery,
  propertyDetail,
  propertyIdParams,
  propertyList,
  searchResults,
  propertyListQuery,
  residenceBody,
  setFavoriteBody,
  setFavoriteResponse,
  statusBody,
} from '../../../contract/properties.js';
import { propertyMap, propertyMapQuery } from '../../../contract/property-map.js';
import { optionalUser, requireUser, userOf } from '../../lib/auth/authenticate.js';
import { toWebp } from '../../lib/images.js';
import { readFilesAndFields } from '../../lib/uploads.js';
import { changeStatus } from './change-status.js';
import { deleteMedia } from './delete-media.js';
import { deleteProperty } from './delete-property.js';
import { getProperty } from './get-property.js';
import { listFavorites } from './list-favorites.js';
import { listOwnProperties } from './list-own-properties.js';
import { listProperties } from './list-properties.js';
import { mapProperties } from './map/map-properties.js';
import { reorderMedia } from './reorder-media.js';
import { saveProperty } from './save-property.js';
import { setFavorite } from './set-favorite.js';
import { MEDIA_LIMITS, MEDIA_SIZES, uploadMedia, uploadTarget } from './upload-media.js';

const tags = ['Properties'];
const signedIn = [{ bearerAuth: [] }];
const conflict = { 409: errorResponse };

export const propertyRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  const lists = [
    ['/GetAllMainProperty', undefined, 'Published ads of both categories'],
    ['/getallresidence', 1, 'Published residential ads'],
    ['/getallrecidence', 1, 'Published residential ads (original spelling)'],
    ['/getallindustry', 2, 'Published industrial ads'],
  ] as const;
  for (const [path, category, summary] of lists) {
    routes.get(
      path,
      {
        preHandler: optionalUser,
        config: { access: 'public' },
        schema: {
          tags,
          summary,
          querystring: propertyListQuery,
          response: { 200: searchResults, ...errorResponses },
        },
      },
      (request) =>
        listProperties(deps, request.query, {
          category,
          callerId: request.user?.id,
          language: request.language,
        }),
    );
  }

  routes.get(
    '/map',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'The search map: clusters and single ads of the grid cells a box touches, with every list filter',
        querystring: propertyMapQuery,
        response: { 200: propertyMap, ...errorResponses },
      },
    },
    (request) => mapProperties(deps, request.query, request.language),
  );

  const details = [
    ['/GetById/:id', undefined],
    ['/GetRecidenceById/:id', 1],
    ['/GetIndustryById/:id', 2],
  ] as const;
  for (const [path, category] of details) {
    routes.get(
      path,
      {
        preHandler: optionalUser,
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'One ad; 404 when it is of the other category or not visible to the caller',
          params: propertyIdParams,
          response: { 200: propertyDetail, ...errorResponses },
        },
      },
      (request) =>
        getProperty(deps, request.params.id, {
          category,
          callerId: request.user?.id,
          language: request.language,
        }),
    );
  }

  routes.post(
    '/set-favorite',
    {
      preHandler: requireUser,
      config: { access: 'user' },
      schema: {
        tags,
        security: signedIn,
        body: setFavoriteBody,
        response: { 200: setFavoriteResponse, ...errorResponses },
      },
    },
    (request) => setFavorite(deps, userOf(request), request.body.propertyId),
  );

  routes.get(
    '/getallfavorite',
    {
      preHandler: requireUser,
      config: { access: 'user' },
      schema: {
        tags,
        security: signedIn,
        querystring: pagingQuery(),
        response: { 200: propertyList, ...errorResponses },
      },
    },
    (request) => listFavorites(deps, userOf(request), request.query, request.language),
  );

  routes.get(
    '/getall',
    {
      preHandler: requireUser,
      config: { access: 'user' },
      schema: {
        tags,
        security: signedIn,
        summary: "The caller's own ads in every status",
        querystring: ownListQuery,
        response: { 200: propertyList, ...errorResponses },
      },
    },
    (request) => listOwnProperties(deps, userOf(request), request.query, request.language),
  );

  const saves = [
    ['/AddResidenceDetail', residenceBody, 1],
    ['/AddIndustryDetail', industryBody, 2],
  ] as const;
  for (const [path, body, category] of saves) {
    routes.post(
      path,
      {
        preHandler: requireUser,
        config: { access: 'owner', owns: 'property' },
        schema: {
          tags,
          security: signedIn,
          summary: 'Create an ad, or update your own when the body has an id',
          body,
          response: { 200: propertyDetail, ...errorResponses },
        },
      },
      async (request) => {
        const caller = userOf(request);
        const id = await saveProperty(deps, caller, { ...request.body, category } as Parameters<
          typeof saveProperty
        >[2]);
        return getProperty(deps, id, { callerId: caller.id, language: request.language });
      },
    );
  }

  routes.post(
    '/uploadPropertyMedia',
    {
      preHandler: requireUser,
      config: { access: 'owner', owns: 'property', multipartForm: propertyMediaForm },
      schema: {
        tags,
        security: signedIn,
        summary:
          'Add photos: multipart field "propertyId" and one or more "files" (JPEG/PNG/WebP, 10 MB each)',
        consumes: ['multipart/form-data'],
        response: { 200: mediaList, ...errorResponses },
      },
    },
    async (request) => {
      const caller = userOf(request);
      let target: Promise<number> | undefined;
      const { files } = await readFilesAndFields(request, {
        fileField: 'files',
        maxBytes: MEDIA_LIMITS.maxBytes,
        maxFiles: MEDIA_LIMITS.perProperty,
        convert: async (data, fields) => {
          target ??= uploadTarget(deps, caller, fields.propertyId);
          await target;
          return toWebp(data, MEDIA_SIZES);
        },
      });
      if (!target) throw new Error('files were read without a target');
      return uploadMedia(deps, caller, await target, files);
    },
  );

  routes.delete(
    '/media/:mediaId',
    {
      preHandler: requireUser,
      config: { access: 'owner', owns: 'media' },
      schema: {
        tags,
        security: signedIn,
        params: mediaIdParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteMedia(deps, userOf(request), request.params.mediaId);
      return reply.status(204).send(null);
    },
  );

  routes.put(
    '/:id/media-order',
    {
      preHandler: requireUser,
      config: { access: 'owner', owns: 'property' },
      schema: {
        tags,
        security: signedIn,
        params: propertyIdParams,
        body: mediaOrderBody,
        response: { 200: mediaList, ...errorResponses },
      },
    },
    (request) => reorderMedia(deps, userOf(request), request.params.id, request.body.mediaIds),
  );

  routes.post(
    '/:id/status',
    {
      preHandler: requireUser,
      config: { access: 'owner', owns: 'property' },
      schema: {
        tags,
        security: signedIn,
        summary: 'Mark your own ad sold, rented or archived',
        params: propertyIdParams,
        body: statusBody,
        response: { 204: z.null(), ...errorResponses, ...conflict },
      },
    },
    async (request, reply) => {
      await changeStatus(deps, userOf(request), request.params.id, request.body.status);
      return reply.status(204).send(null);
    },
  );

  routes.delete(
    '/:id',
    {
      preHandler: requireUser,
      config: { access: 'owner', owns: 'property' },
      schema: {
        tags,
        security: signedIn,
        params: propertyIdParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteProperty(deps, userOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
