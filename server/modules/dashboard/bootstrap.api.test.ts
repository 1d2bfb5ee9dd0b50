import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as auth from '#contract/endpoints/dashboard/auth.js';
import * as roles from '#contract/endpoints/dashboard/roles.js';
import { loadConfig } from '#server/config.js';
import { openPglite, type DatabaseHandle } from '#server/db/client.js';
import { auditLog, staff, staffRoles } from '#server/db/schema/index.js';
import { deriveSecrets } from '#server/lib/secrets.js';
import { openTestDatabase } from '#server/test/support/servers/test-database.js';
import { startTestServer } from '#server/test/support/servers/test-server.js';

const EMAIL = 'owner@manzil.test';
const FIRST_PASSWORD = 'Amber-Lantern-Courtyard-7';
const SECOND_PASSWORD = 'Silver-Orchard-Window-12';

let folder: string;
let database: DatabaseHandle;
const secrets = deriveSecrets(randomBytes(32).toString('hex'));

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'manzil-bootstrap-'));
  database = await openTestDatabase(folder);
});
afterAll(async () => {
  await database.close();
  await rm(folder, { recursive: true, force: true });
});

const start = (env: Record<string, string>) => startTestServer(env, { database, secrets });
const adminRows = () => database.db.select().from(staff).where(eq(staff.email, EMAIL));

describe('the first super-admin from ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it('is created at start, holds every permission, and the creation is audited', async () => {
    const server = await start({
      ADMIN_EMAIL: EMAIL.toUpperCase(),
      ADMIN_PASSWORD: FIRST_PASSWORD,
      ADMIN_NAME: 'Owner',
    });
    try {
      const signIn = await server.send(auth.login, { body: { email: EMAIL, password: FIRST_PASSWORD } });
      expect(signIn.status).toBe(200);
      const me = await server.send(auth.getMe, {}, { token: signIn.body.token });
      expect(me.body).toMatchObject({
        email: EMAIL,
        fullName: 'Owner',
        role: { name: 'Super admin', isSuperAdmin: true },
      });
      const catalogue = await server.send(roles.permissions, {}, { token: signIn.body.token });
      expect(me.body.permissions).toEqual(catalogue.body.data.map((item) => item.name));
      const [row] = await adminRows();
      const entries = await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.resourceId, row?.id ?? ''));
      expect(entries).toEqual([
        expect.objectContaining({
          action: 'create',
          resource: 'Staff',
          staffId: null,
          staffEmail: 'system (ADMIN_EMAIL)',
        }),
      ]);
      expect(JSON.stringify(entries)).not.toContain('argon2');
    } finally {
      await server.close();
    }
  });

  it('is brought back on restart: new password, super-admin role, unblocked; old sessions end', async () => {
    const first = await start({ ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: FIRST_PASSWORD });
    const oldToken = (await first.send(auth.login, { body: { email: EMAIL, password: FIRST_PASSWORD } })).body
      .token;
    await first.close();
    const [other] = await database.db
      .insert(staffRoles)
      .values({ name: 'Demoted', permissions: [], createdAt: new Date(), updatedAt: new Date() })
      .returning();
    await database.db
      .update(staff)
      .set({ roleId: other?.id, blockedAt: new Date() })
      .where(eq(staff.email, EMAIL));

    const second = await start({ ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: SECOND_PASSWORD });
    try {
      expect(await adminRows()).toHaveLength(1);
      const oldPassword = await second.send(auth.login, { body: { email: EMAIL, password: FIRST_PASSWORD } });
      expect(oldPassword.status).toBe(422);
      const signIn = await second.send(auth.login, { body: { email: EMAIL, password: SECOND_PASSWORD } });
      expect(signIn.status).toBe(200);
      const me = await second.send(auth.getMe, {}, { token: signIn.body.token });
      expect(me.body.role.isSuperAdmin).toBe(true);
      expect((await second.send(auth.getMe, {}, { token: oldToken })).status).toBe(401);

      const third = await start({ ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: SECOND_PASSWORD });
      try {
        // The same password again changes nothing: the session from before the restart still works.
        expect((await third.send(auth.getMe, {}, { token: signIn.body.token })).status).toBe(200);
      } finally {
        await third.close();
      }
    } finally {
      await second.close();
    }
  });

  it('without both variables, nobody is created but the super-admin role exists', async () => {
    const server = await startTestServer();
    try {
      const rows = await server.deps.db.select().from(staffRoles);
      expect(rows.filter((role) => role.isSuperAdmin)).toHaveLength(1);
      expect(await server.deps.db.select().from(staff)).toHaveLength(0);
    } finally {
      await server.close();
    }
  });
});

describe('npm run staff:create', () => {
  const root = path.resolve(import.meta.dirname, '../../..');
  const run = (args: string[], env: Record<string, string>) =>
    new Promise<{ code: number; output: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', 'server/scripts/create-staff.ts', ...args],
        { cwd: root, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env } },
        (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
      );
    });

  it('creates a staff member from arguments and STAFF_PASSWORD, asks nothing, says what it did', async () => {
    const dataDir = path.join(folder, 'command');
    const args = ['--email', 'Desk@Manzil.test', '--name', 'Front desk', '--role', 'super-admin'];
    const weak = await run(args, { DATA_DIR: dataDir, STAFF_PASSWORD: 'qwertyuiop' });
    expect(weak.code).toBe(1);
    expect(weak.output).toContain('--password: This password is too common');
    const created = await run(args, { DATA_DIR: dataDir, STAFF_PASSWORD: 'Harbour-Light-Evening-5' });
    expect(created.output).toContain(
      'Created staff member desk@manzil.test (Front desk) with the role "Super admin"',
    );
    expect(created.code).toBe(0);
    expect(created.output).not.toContain('Harbour-Light-Evening-5');
    const again = await run(args, { DATA_DIR: dataDir, STAFF_PASSWORD: 'Harbour-Light-Evening-5' });
    expect(again.code).toBe(1);
    expect(again.output).toContain('already exists');
    const noRole = await run(['--email', 'x@manzil.test', '--name', 'X', '--role', 'Nobody'], {
      DATA_DIR: dataDir,
      STAFF_PASSWORD: 'Harbour-Light-Evening-5',
    });
    expect(noRole.output).toContain('There is no role "Nobody". Roles: super-admin.');

    const embedded = await openPglite(dataDir);
    const server = await startTestServer({}, { database: embedded });
    try {
      const signIn = await server.send(auth.login, {
        body: { email: 'desk@manzil.test', password: 'Harbour-Light-Evening-5' },
      });
      expect(signIn.status).toBe(200);
    } finally {
      await server.close();
      await embedded.close();
    }
  }, 60_000);
});

describe('configuration', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/manzil-config-check' };
  it('needs both ADMIN_EMAIL and ADMIN_PASSWORD, or neither', () => {
    expect(() => loadConfig({ ...base, ADMIN_EMAIL: EMAIL })).toThrow(
      'set both ADMIN_EMAIL and ADMIN_PASSWORD',
    );
    expect(() => loadConfig({ ...base, ADMIN_PASSWORD: FIRST_PASSWORD })).toThrow('set both');
  });

  it('refuses a short, common or email-like ADMIN_PASSWORD', () => {
    expect(() => loadConfig({ ...base, ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: 'short' })).toThrow('at least 10');
    expect(() => loadConfig({ ...base, ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: 'Password123' })).toThrow(
      'common',
    );
    expect(() => loadConfig({ ...base, ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: EMAIL })).toThrow('email');
  });
});
