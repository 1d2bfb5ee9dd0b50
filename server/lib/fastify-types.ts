import type { AppDeps } from '../deps.js';
import type { AuthUser } from './auth/authenticate.js';
import type { Language } from './i18n/messages.js';

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    language: Language;
    user: AuthUser | undefined;
  }
}
