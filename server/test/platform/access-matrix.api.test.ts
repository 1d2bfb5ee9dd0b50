import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { requireUser } from '#server/lib/auth/authenticate.js';
import { declareWebsiteAccess, WEBSITE_PREFIX, type WebsiteRoute } from '#server/lib/auth/route-access.js';
import {
  accessFixtures,
  type AccessWorld,
  type KindFixture,
} from '#server/test/support/fixtures/access-fixtures.js';
import { nameOf, requestFor } from '#server/test/support/clients/access-requests.js';
import { loadLookups } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { useTestServer } from '#server/test/support/suite.js';

/**
 * Issue 8 item 2: derived from the routes the server registered, so a new website route is covered
 * without anyone remembering. Signed-in routes refuse the anonymous; owner routes refuse another user
 * and the anonymous with nothing changed (read back), and let the owner through.
 */
let world: AccessWorld;
let stranger: SignedIn;
let routes: readonly WebsiteRoute[];

const server = useTestServer();
beforeAll(async () => {
  const [owner, inquirer, other] = [await signIn(server), await signIn(server), await signIn(server)];
  stranger = other;
  world = { server, lookups: await loadLookups(server), owner, inquirer };
  routes = server.app.websiteRoutes;
});

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
/** What this test reads of the OpenAPI document: each operation's security. */
interface OpenApiDocument {
  paths: Record<string, Record<string, { security?: unknown }>>;
}

describe('the website route table', () => {
  it('holds every documented /api/website operation, signed-in ones documented as such', async () => {
    const document = (await server.call<OpenApiDocument>('GET', '/api/docs/json')).body;
    const declared = routes.map((route) => `${route.method} ${openApiPath(route.url)}`);
    const documented: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      if (!path.startsWith(`${WEBSITE_PREFIX}/`)) continue;
      for (const method of Object.keys(operations)) {
        const operation = `${method.toUpperCase()} ${path}`;
        documented.push(operation);
      }
    }
    expect(declared.sort()).toEqual(documented.sort());
    for (const route of routes) {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      const signedIn = route.access === 'public' ? undefined : [{ bearerAuth: [] }];
      expect(operation?.security, nameOf(route)).toEqual(signedIn);
    }
  });

  it('a website route without a consistent declaration stops the server from starting', async () => {
    const app = Fastify();
    declareWebsiteAccess(app);
    expect(() => app.get('/api/website/forgotten', async () => 'open')).toThrow(
      "GET /api/website/forgotten declares no access (config.access: 'public' | 'user' | 'owner')",
    );
    expect(() =>
      app.get(
        '/api/website/mine/:id',
        { config: { access: 'owner' }, preHandler: requireUser },
        async () => '',
      ),
    ).toThrow('GET /api/website/mine/:id is an owner route without config.owns');
    expect(() => app.get('/api/website/open', { config: { access: 'user' } }, async () => '')).toThrow(
      'GET /api/website/open is a user route without the requireUser preHandler',
    );
    expect(() =>
      app.get('/api/website/shut', { config: { access: 'public' }, preHandler: requireUser }, async () => ''),
    ).toThrow('GET /api/website/shut is public but has the requireUser preHandler');
    expect(() => app.get('/elsewhere', async () => 'not the website')).not.toThrow();
    await app.close();
  });
});

describe('the access matrix', () => {
  it('signed-in routes answer 401 to the anonymous before reading the request', async () => {
    const failures: string[] = [];
    const signedIn = routes.filter((route) => route.access !== 'public');
    for (const route of signedIn) {
      const url = route.url.replace(/:(\w+)/g, '1');
      const answer = await server.call(route.method, url, route.jsonBody ? {} : undefined);
      if (answer.status !== 401) failures.push(`${nameOf(route)} anonymous: ${answer.status}`);
    }
    expect(failures).toEqual([]);
    expect(signedIn.length).toBeGreaterThanOrEqual(15);
  });

  // Every owner route on five fresh ads of each kind: minutes on a busy machine.
  it(
    'owner routes refuse another user and the anonymous, change nothing, and let the owner act',
    { timeout: 300_000 },
    async () => {
      const failures: string[] = [];
      const owned = routes.filter((route) => route.access === 'owner');
      let checks = 0;
      for (const route of owned) {
        const fixture: KindFixture | undefined = route.owns ? accessFixtures[route.owns] : undefined;
        if (!fixture) {
          failures.push(`${nameOf(route)} owns '${route.owns}', which has no fixture in access-fixtures.ts`);
          continue;
        }
        let ownerActed = false;
        for (const target of await fixture.create(world)) {
          const { url, body } = await requestFor(route, target);
          const before = await target.snapshot();
          const callers: [string, string | undefined, readonly number[]][] = [
            ['anonymous', undefined, [401]],
            ['another user', stranger.token, fixture.othersAnswer],
          ];
          const found: string[] = [];
          let made = 0;
          for (const [who, token, expected] of callers) {
            const answer = await server.call(route.method, url, body, token ? { token } : {});
            made += 1;
            if (!expected.includes(answer.status)) {
              found.push(`${nameOf(route)} on ${target.label}, ${who}: ${answer.status}`);
            }
            const after = await target.snapshot();
            if (asText(after) !== asText(before)) {
              found.push(`${nameOf(route)} on ${target.label}, ${who}: the resource changed`);
            }
          }
          const own = await server.call(route.method, url, body, { token: world.owner.token });
          // A variant whose request does not fit the route (the owner gets 422 too) proves nothing.
          if (own.status === 422) continue;
          if (own.status < 300) ownerActed = true;
          failures.push(...found);
          checks += made;
        }
        if (!ownerActed) failures.push(`${nameOf(route)}: the owner was refused too (the request is wrong)`);
      }

      const kinds = new Set(owned.map((route) => route.owns));
      const count = (access: string) => routes.filter((route) => route.access === access).length;
      console.info(
        `access matrix: ${routes.length} website routes (${count('public')} public, ${count('user')} user, ` +
          `${owned.length} owner), ${kinds.size} owned kinds (${[...kinds].sort().join(', ')}), ` +
          `${checks} owner checks, ${count('user') + owned.length} anonymous checks`,
      );
      expect(failures).toEqual([]);
      expect(owned.length).toBeGreaterThanOrEqual(10);
      expect(kinds.size).toBe(Object.keys(accessFixtures).length);
    },
  );
});

/** A resource's rows as text to compare; photo hashes are bigints, which JSON cannot write. */
function asText(rows: unknown): string {
  return JSON.stringify(rows, (_key, value: unknown) =>
    typeof value === 'bigint' ? value.toString() : value,
  );
}
