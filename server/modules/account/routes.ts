import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  logoutBody,
  profile,
  profileParams,
  refreshTokenQuery,
  registerBody,
  registerResponse,
  tokenPair,
  updateProfileBody,
  uploadImageResponse,
  verifyCodeBody,
} from '../../../contract/account.js';
import { errorResponse, errorResponses, profileImageForm } from '../../../contract/common.js';
import { requireUser, userOf } from '../../lib/auth/authenticate.js';
import { readSingleFile } from '../../lib/uploads.js';
import { deleteAccount } from './delete-account.js';
import { getProfile } from './get-profile.js';
import { logout } from './logout.js';
import { refreshToken } from './refresh-token.js';
import { register } from './register.js';
import { updateProfile } from './update-profile.js';
import { PROFILE_IMAGE, uploadProfileImage } from './upload-profile-image.js';
import { verifyCode } from './verify-code.js';

const tags = ['Account'];
const signedIn = [{ bearerAuth: [] }];

export const accountRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  routes.post(
    '/register',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Send a 5-digit sign-in code by SMS',
        body: registerBody,
        response: { 200: registerResponse, ...errorResponses, 503: errorResponse },
      },
    },
    (request) => register(deps, { ...request.body, ip: request.ip, language: request.language }),
  );

  routes.post(
    '/verifycode',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Exchange the code for a token pair',
        body: verifyCodeBody,
        response: { 200: tokenPair, ...errorResponses },
      },
    },
    (request) => verifyCode(deps, request.body),
  );

  routes.post(
    '/refresh-token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Rotate the refresh token',
        querystring: refreshTokenQuery,
        response: { 200: tokenPair, ...errorResponses },
      },
    },
    (request) => refreshToken(deps, request.query.refreshToken),
  );

  routes.post(
    '/logout',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'End the session',
        body: logoutBody,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await logout(deps, request.body.refreshToken);
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/updateprofile',
    {
      preHandler: requireUser,
      config: { access: 'user' },
      schema: {
        tags,
        security: signedIn,
        summary: 'Update name, email, WhatsApp or language',
        body: updateProfileBody,
        response: { 200: profile, ...errorResponses },
      },
    },
    (request) => updateProfile(deps, userOf(request), request.body),
  );

  routes.post(
    '/uploadprofileimage',
    {
      preHandler: requireUser,
      config: { access: 'user', multipartForm: profileImageForm },
      schema: {
        tags,
        security: signedIn,
        summary: 'Upload a profile picture (multipart field "file", JPEG/PNG/WebP, at most 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: uploadImageResponse, ...errorResponses },
      },
    },
    async (request) =>
      uploadProfileImage(
        deps,
        userOf(request),
        await readSingleFile(request, 'file', PROFILE_IMAGE.maxBytes),
      ),
  );

  routes.delete(
    '/',
    {
      preHandler: requireUser,
      config: { access: 'user' },
      schema: {
        tags,
        security: signedIn,
        summary: 'Delete the account and its data',
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteAccount(deps, userOf(request));
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/:id',
    {
      preHandler: requireUser,
      config: { access: 'owner', owns: 'profile' },
      schema: {
        tags,
        security: signedIn,
        summary: 'The caller’s own profile',
        params: profileParams,
        response: { 200: profile, ...errorResponses },
      },
    },
    (request) => getProfile(deps, userOf(request), request.params.id),
  );
};
