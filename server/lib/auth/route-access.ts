import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MultipartForm } from '#contract/common.js';
import { ownedKinds, type Access, type OwnedKind } from '#contract/endpoint.js';
import { AppError } from '../errors.js';
import { requireUser } from './authenticate.js';

export const WEBSITE_PREFIX = '/api/website';

/** The website's kinds of access (contract/endpoint.ts `Access`, which says what each means). */
export const routeAccesses = ['public', 'user', 'owner'] as const satisfies readonly Access['kind'][];
export type RouteAccess = (typeof routeAccesses)[number];

export interface WebsiteRoute {
  method: string;
  url: string;
  access: RouteAccess;
  owns?: OwnedKind;
  /** The route reads a JSON body. */
  jsonBody: boolean;
  multipartForm?: MultipartForm;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api/website route with its declared access (tests walk it). */
    websiteRoutes: readonly WebsiteRoute[];
  }
  interface FastifyContextConfig {
    /** Website routes: who may call it (see route-access.ts). */
    access?: RouteAccess;
    /** Website `owner` routes: the kind of resource the request names. */
    owns?: OwnedKind;
  }
}

/** Signed-out callers of a signed-in route get 401 before the body is read or validated. */
async function refuseAnonymous(request: FastifyRequest): Promise<void> {
  if (request.headers.authorization === undefined) throw new AppError('unauthenticated', 'unauthenticated');
}

function problemWith(access: unknown, owns: unknown, signedIn: boolean): string | undefined {
  if (!routeAccesses.includes(access as RouteAccess)) {
    return `declares no access (config.access: ${routeAccesses.map((name) => `'${name}'`).join(' | ')})`;
  }
  if (access === 'owner' && !ownedKinds.includes(owns as OwnedKind)) {
    return `is an owner route without config.owns (${ownedKinds.map((name) => `'${name}'`).join(' | ')})`;
  }
  if (access !== 'owner' && owns !== undefined) return `declares config.owns on a ${String(access)} route`;
  if (access === 'public' && signedIn) return 'is public but has the requireUser preHandler';
  if (access !== 'public' && !signedIn)
    return `is a ${String(access)} route without the requireUser preHandler`;
  return undefined;
}

/**
 * Every /api/website route declares `config.access` (and `config.owns` when `owner`), consistent with
 * its preHandler; a route that does not stops the server from starting. The table lets the access
 * matrix test cover new routes by itself.
 */
export function declareWebsiteAccess(app: FastifyInstance): void {
  const table: WebsiteRoute[] = [];
  app.decorate('websiteRoutes', table);
  app.addHook('onRoute', (route) => {
    if (route.url !== WEBSITE_PREFIX && !route.url.startsWith(`${WEBSITE_PREFIX}/`)) return;
    const { access, owns, multipartForm } = route.config ?? {};
    const methods = [route.method].flat();
    const signedIn = [route.preHandler].flat().includes(requireUser);
    const problem = problemWith(access, owns, signedIn);
    if (problem) throw new Error(`${methods.join(',')} ${route.url} ${problem}`);
    if (access !== 'public') route.onRequest = [refuseAnonymous, ...[route.onRequest ?? []].flat()];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      table.push({
        method,
        url: route.url,
        access: access as RouteAccess,
        ...(owns ? { owns } : {}),
        jsonBody: route.schema?.body !== undefined,
        ...(multipartForm ? { multipartForm } : {}),
      });
    }
  });
}
