import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';

/**
 * Multipart bodies are read only by routes that say `config: { multipartForm }`; any other
 * route answers a multipart body with 400, as for any content type it does not take.
 */
export const uploads = fp(async (app: FastifyInstance) => {
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 20, fields: 20, parts: 40 } });
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart() && request.routeOptions.config.multipartForm === undefined) {
      throw new AppError('malformed', 'unsupportedContentType');
    }
  });
});
