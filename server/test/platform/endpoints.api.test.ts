import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  anyone,
  endpoint,
  isEndpoint,
  signedIn,
  staffWith,
  type EndpointDefinition,
} from '#contract/endpoint.js';
import * as dashboardAgents from '#contract/endpoints/dashboard/agents.js';
import * as lookups from '#contract/endpoints/lookups.js';
import * as savedSearches from '#contract/endpoints/saved-searches.js';
import { operationIdOf } from '#contract/operation-ids.js';
import { answer, endpointRoutes, requireEndpoints } from '#server/lib/endpoint-routes.js';
import { useTestServer } from '#server/test/support/suite.js';

/** Issue 17: the contract declares every endpoint once, and the server mounts exactly those. */
const server = useTestServer();

const endpointsFolder = fileURLToPath(new URL('../../../contract/endpoints/', import.meta.url));

/** Every endpoint the contract exports, alone or in a record of them (the lookup lists). */
async function contractEndpoints(): Promise<EndpointDefinition[]> {
  const files = (await readdir(endpointsFolder, { recursive: true })).filter((file) => file.endsWith('.ts'));
  const found: EndpointDefinition[] = [];
  for (const file of files) {
    const exported = (await import(path.join(endpointsFolder, file))) as Record<string, unknown>;
    for (const value of Object.values(exported)) {
      if (isEndpoint(value)) found.push(value);
      else if (typeof value === 'object' && value !== null)
        found.push(...Object.values(value).filter(isEndpoint));
    }
  }
  return found;
}

const nameOf = (route: { method: string; path: string }) => `${route.method} ${route.path}`;
/** What a test endpoint that is never documented says of itself. */
const undocumented = { tags: [], summary: 'test', description: 'test' } as const;

describe('the contract endpoints', () => {
  it('are each mounted, and every website and back-office route is one of them', async () => {
    const declared = await contractEndpoints();
    expect(declared.length).toBeGreaterThan(90);
    expect(new Set(declared.map(nameOf)).size).toBe(declared.length);
    for (const one of declared) {
      expect(server.app.hasRoute({ method: one.method, url: one.path }), nameOf(one)).toBe(true);
    }
    const mounted = [...server.app.websiteRoutes, ...server.app.dashboardRoutes].map((route) =>
      nameOf({ method: route.method, path: route.url }),
    );
    expect(mounted.sort()).toEqual(
      declared
        .filter((one) => one.path.startsWith('/api/website') || one.path.startsWith('/api/dashboard'))
        .map(nameOf)
        .sort(),
    );
  });

  it('each has an OpenAPI operationId, its export name, unique across the API', async () => {
    const declared = await contractEndpoints();
    const ids = declared.map((one) => operationIdOf(one));
    expect(
      declared.filter((_one, index) => ids[index] === undefined).map(nameOf),
      'endpoints missing from contract/operation-ids.ts',
    ).toEqual([]);
    expect(new Set(ids).size).toBe(declared.length);
    expect(operationIdOf(savedSearches.createSavedSearch)).toBe('createSavedSearch');
    expect(operationIdOf(lookups.lookupLists.region)).toBe('lookupListsRegion');
    expect(operationIdOf(dashboardAgents.listAgents)).toBe('dashboardListAgents');
  });

  it('an API route not mounted from an endpoint, or with access of the other API, stops the server', async () => {
    const raw = Fastify();
    await raw.register(
      async (api) => {
        requireEndpoints(api);
        expect(() => api.get('/forgotten', async () => 'open')).toThrow(
          'GET /api/forgotten is not mounted from a contract endpoint',
        );
      },
      { prefix: '/api' },
    );
    await raw.close();

    const staffOnTheWebsite = endpoint({
      method: 'GET',
      path: '/api/website/odd',
      access: staffWith('Roles.Read'),
      ...undocumented,
    });
    expect(await mountingFails(staffOnTheWebsite, '/api/website')).toBe(
      'GET /api/website/odd: staff access is not for this API',
    );
    const userInTheBackOffice = endpoint({
      method: 'GET',
      path: '/api/dashboard/odd',
      access: signedIn,
      ...undocumented,
    });
    expect(await mountingFails(userInTheBackOffice, '/api/dashboard')).toBe(
      'GET /api/dashboard/odd: user access is not for this API',
    );
    const elsewhere = endpoint({ method: 'GET', path: '/api/website/x', access: anyone, ...undocumented });
    expect(await mountingFails(elsewhere, '/api/dashboard')).toBe(
      'GET /api/website/x is mounted under /api/dashboard',
    );
  });
});

async function mountingFails(one: EndpointDefinition, prefix: string): Promise<string | undefined> {
  const app = Fastify();
  app.decorate('deps', server.deps);
  try {
    await app.register(
      endpointRoutes(() => [answer(one, () => undefined)]),
      { prefix },
    );
    await app.ready();
    return undefined;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await app.close();
  }
}
