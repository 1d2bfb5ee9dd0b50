import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  dashboardPermissions,
  isDashboardPermission,
  type DashboardPermission,
} from '#contract/dashboard/permissions.js';
import { pathOf } from '#contract/endpoint.js';
import * as account from '#contract/endpoints/account.js';
import * as auth from '#contract/endpoints/dashboard/auth.js';
import * as moderation from '#contract/endpoints/dashboard/properties.js';
import * as roles from '#contract/endpoints/dashboard/roles.js';
import * as users from '#contract/endpoints/dashboard/users.js';
import { guardDashboardRoutes, type DashboardRoute } from '#server/modules/dashboard/permission-guard.js';
import {
  adminEnv,
  createRole,
  createStaff,
  DASHBOARD,
  login,
  staffWith,
} from '#server/test/support/fixtures/staff-fixtures.js';
import { createAd, loadLookups, residenceBody } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { signIn } from '#server/test/support/clients/sign-in-flow.js';
import { useAdmin, useTestServer } from '#server/test/support/suite.js';

let routes: readonly DashboardRoute[];

const server = useTestServer(adminEnv);
const admin = useAdmin(server);
beforeAll(async () => {
  routes = server.app.dashboardRoutes;
});

const PUBLIC_ROUTES = [auth.login, auth.forgotPassword, auth.resetPassword].map(
  (endpoint) => `${endpoint.method} ${endpoint.path}`,
);
const nameOf = (route: DashboardRoute) => `${route.method} ${route.url}`;
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
/** Path parameters that name nothing: the route must still answer 403 before looking. */
const concreteUrl = (url: string) =>
  url
    .replace(roles.getRole.path, pathOf(roles.getRole, { id: 2147483000 }))
    .replace(/:id/g, '00000000-0000-4000-8000-000000000000');

/** What the test reads of the OpenAPI document. */
interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { 'x-permission'?: string; tags?: string[]; summary?: string; security?: unknown }>
  >;
}

describe('the back-office route table', () => {
  it('names a catalogue permission on every route; only sign-in, forgot and reset are public', () => {
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.every((route) => route.url.startsWith(`${DASHBOARD}/`))).toBe(true);
    for (const route of routes) {
      expect(route.permission === 'public' || isDashboardPermission(route.permission), nameOf(route)).toBe(
        true,
      );
    }
    expect(
      routes
        .filter((route) => route.permission === 'public')
        .map(nameOf)
        .sort(),
    ).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('matches the OpenAPI document both ways, with the permission and the back-office token', async () => {
    // The OpenAPI document is a page, no endpoint of the contract.
    const document = (await server.call<OpenApiDocument>('GET', '/api/docs/json')).body;
    const documented: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      if (!path.startsWith(`${DASHBOARD}/`) && path !== DASHBOARD) continue;
      for (const method of Object.keys(operations)) documented.push(`${method.toUpperCase()} ${path}`);
    }
    expect(documented.sort()).toEqual(
      routes.map((route) => `${route.method} ${openApiPath(route.url)}`).sort(),
    );
    for (const route of routes) {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      expect(operation?.['x-permission'], nameOf(route)).toBe(route.permission);
      expect(operation?.tags?.length, nameOf(route)).toBeGreaterThan(0);
      expect(operation?.summary, nameOf(route)).toBeTruthy();
      if (route.permission !== 'public') expect(operation?.security).toEqual([{ dashboardAuth: [] }]);
    }
  });

  it('a route that declares no permission stops the server from starting', async () => {
    const app = Fastify();
    guardDashboardRoutes(app, []);
    expect(() => app.get('/forgotten', async () => 'open')).toThrow('GET /forgotten declares no permission');
    await app.close();
  });
});

describe('the permission matrix', () => {
  // One sign-in (argon2id) and two role writes per route: about a second per route on a busy machine.
  it(
    'each route: 403 with every permission but its own, not 403 with only its own',
    { timeout: 180_000 },
    async () => {
      const everything = [...dashboardPermissions];
      const withoutRole = await createRole(server, admin.token, everything, 'matrix: all but one');
      const onlyRole = await createRole(server, admin.token, everything, 'matrix: only one');
      const withoutStaff = await createStaff(server, admin.token, withoutRole);
      const onlyStaff = await createStaff(server, admin.token, onlyRole);
      // Signed in while the role still holds everything; permissions are read again on every request.
      const withoutToken = await login(server, withoutStaff.email, withoutStaff.password);
      const setRole = async (id: number, permissions: DashboardPermission[]) => {
        const answer = await server.send(
          roles.updateRole,
          { params: { id }, body: { name: `matrix ${id}`, permissions } },
          { token: admin.token },
        );
        expect(answer.status).toBe(200);
      };

      const guarded = routes.filter(
        (route): route is DashboardRoute & { permission: DashboardPermission } =>
          route.permission !== 'public',
      );
      const failures: string[] = [];
      let checks = 0;
      for (const route of guarded) {
        const url = concreteUrl(route.url);
        const body = route.method === 'POST' || route.method === 'PUT' ? {} : undefined;

        await setRole(
          withoutRole,
          everything.filter((name) => name !== route.permission),
        );
        // Generic on purpose: every route of the table, built from its method and path.
        const refused = await server.call(route.method, url, body, { token: withoutToken });
        checks += 1;
        if (refused.status !== 403)
          failures.push(`${nameOf(route)} without ${route.permission}: ${refused.status}`);

        await setRole(onlyRole, [
          ...new Set<DashboardPermission>(['AllowLoginToDashboard', route.permission]),
        ]);
        const onlyToken = await login(server, onlyStaff.email, onlyStaff.password);
        const allowed = await server.call(route.method, url, body, { token: onlyToken });
        checks += 1;
        if (allowed.status === 403 || allowed.status === 401) {
          failures.push(`${nameOf(route)} with only ${route.permission}: ${allowed.status}`);
        }
      }

      const permissions = new Set(guarded.map((route) => route.permission));
      console.info(
        `permission matrix: ${routes.length} back-office routes (${guarded.length} guarded, ` +
          `${routes.length - guarded.length} public), ${permissions.size} distinct permissions, ${checks} checks`,
      );
      expect(failures).toEqual([]);
      expect(checks).toBe(guarded.length * 2);
      expect(guarded.length).toBe(routes.length - PUBLIC_ROUTES.length);
      expect(guarded.length).toBeGreaterThanOrEqual(30);
    },
  );
});

describe('what a permission shows', () => {
  it('owners’ phone and WhatsApp numbers need Users.Read: Properties.ReadList, Read and Update alone show none', async () => {
    const l = await loadLookups(server);
    const owner = await signIn(server);
    const whatsapp = '+966551112233';
    await server.send(account.updateProfile, { body: { whatsapp } }, { token: owner.token });
    const ad = await createAd(server, owner.token, 'residence', residenceBody(l));
    /** The owner's numbers anywhere in an answer, in full or without the country code. */
    const numbersIn = (answer: { status: number; body: unknown }) => {
      expect(answer.status).toBe(200);
      const text = JSON.stringify(answer.body);
      return [owner.e164, whatsapp].filter((number) => text.includes(number.slice(4)));
    };
    const readList = (token: string) =>
      server.send(moderation.listModeratedProperties, { query: { OwnerId: owner.userId } }, { token });
    const read = (token: string) =>
      server.send(moderation.getModeratedProperty, { params: { id: ad.id } }, { token });
    const edit = (token: string) =>
      server.send(
        moderation.editModeratedProperty,
        { params: { id: ad.id }, body: { titleEn: 'Owner phone' } },
        { token },
      );

    const lister = await staffWith(server, admin.token, ['Properties.ReadList']);
    const listed = await readList(lister.token);
    expect(listed.body).toMatchObject({ data: [{ id: ad.id, owner: { phoneNumber: null } }] });
    expect(numbersIn(listed)).toEqual([]);

    const moderator = await staffWith(server, admin.token, ['Properties.Read', 'Properties.Update']);
    for (const detail of [await read(moderator.token), await edit(moderator.token)]) {
      expect(detail.body).toMatchObject({
        owner: { phoneNumber: null },
        contactPhone: null,
        whatsapp: null,
        hasWhatsapp: true,
      });
      expect(numbersIn(detail)).toEqual([]);
    }

    const withUsers = await staffWith(server, admin.token, [
      'Properties.ReadList',
      'Properties.Read',
      'Users.Read',
    ]);
    expect((await readList(withUsers.token)).body.data[0]?.owner.phoneNumber).toBe(owner.e164);
    expect((await read(withUsers.token)).body).toMatchObject({
      owner: { phoneNumber: owner.e164 },
      contactPhone: owner.e164,
      whatsapp,
    });
    const theirAds = await server.send(
      users.listUserProperties,
      { params: { id: owner.userId } },
      { token: withUsers.token },
    );
    expect(theirAds.body.data[0]?.owner.phoneNumber).toBe(owner.e164);
    expect((await read(admin.token)).body.owner.phoneNumber).toBe(owner.e164);
  });
});
