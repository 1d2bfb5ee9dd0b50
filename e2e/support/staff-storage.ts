import { expect } from 'vitest';
import * as auth from '#contract/endpoints/dashboard/auth.js';
import type { TestServer } from '#server/test/support/servers/test-server.js';
import type { Language } from '#contract/common.js';

/** A back-office session in the browser's storage, as the sign-in form leaves it. */
export async function staffStorage(
  server: TestServer,
  email: string,
  password: string,
  language: Language = 'ar',
) {
  const login = await server.send(auth.login, { body: { email, password } });
  expect(login.status).toBe(200);
  return {
    adminToken: login.body.token,
    permissions: JSON.stringify(login.body.permissions),
    ...(language === 'en' ? { language: 'en', lang: 'en' } : {}),
  };
}
