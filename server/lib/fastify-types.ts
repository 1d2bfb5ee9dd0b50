import type { MultipartForm } from '../../contract/common.js';
import type { AppDeps } from '../deps.js';
import type { AuthUser } from './auth/authenticate.js';
import type { Language } from './i18n/messages.js';

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyContextConfig {
    /** The route reads a multipart/form-data body (uploads) of this form. */
    multipartForm?: MultipartForm;
  }
  interface FastifyRequest {
    language: Language;
    user: AuthUser | undefined;
  }
}
