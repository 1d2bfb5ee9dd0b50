import { render, screen } from '@testing-library/react';
import { Toasts } from '../src/components/Toasts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiCaller } from '#server/test/support/clients/api-caller.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import type { startFaultProxy } from './support/fault-proxy';
import { servePageThroughProxy } from './support/served-page';
import { getProfile, updateProfile } from '#contract/endpoints/account';
import { lookupLists } from '#contract/endpoints/lookups';
import { getProperty } from '#contract/endpoints/properties';
import { ApiError, call } from '../src/lib/api/api-client';
import { setLanguage } from '../src/lib/i18n/i18n';
import { setNavigator } from '../src/lib/browser/navigation';
import { STORAGE_KEYS } from '../src/lib/browser/storage-keys';

let server: ApiCaller;
let proxy: Awaited<ReturnType<typeof startFaultProxy>>;
let user: SignedIn;
const visited: string[] = [];

beforeAll(async () => {
  ({ server, proxy } = await servePageThroughProxy('/profile'));
  setNavigator((path) => visited.push(path));
});
afterAll(async () => {
  await proxy.close();
});

beforeEach(async () => {
  proxy.reset();
  visited.length = 0;
  await setLanguage('ar');
  render(<Toasts />);
});

async function signedIn(): Promise<SignedIn> {
  user = await signIn(server);
  localStorage.setItem(STORAGE_KEYS.token, user.token);
  localStorage.setItem(STORAGE_KEYS.refreshToken, user.refreshToken);
  localStorage.setItem(STORAGE_KEYS.userInfoId, user.userId);
  return user;
}

/** A token the server refuses: the right shape, a signature that does not match. */
const tamperedToken = (token: string) => `${token.slice(0, -4)}AAAA`;

const profileOf = (id: string) => call(getProfile, { params: { id } });
const refreshCalls = () => proxy.seen.filter((request) => request.path.includes('refresh-token')).length;

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('the API client against the real server', () => {
  it('sends the bearer token and the language on every call', async () => {
    await signedIn();
    await setLanguage('en');
    const profile = await profileOf(user.userId);
    expect(profile.phoneNumber).toBe(user.e164);
    const [request] = proxy.seen;
    expect(request?.headers.authorization).toBe(`Bearer ${user.token}`);
    expect(request?.headers['accept-language']).toBe('en');
  });

  it('a 422 shows the server’s localized message and keeps the field errors', async () => {
    await signedIn();
    const error = await failure(call(updateProfile, { body: { email: 'not-an-email' } }));
    expect(error.status).toBe(422);
    expect(error.fieldErrors.email).toEqual(['البريد الإلكتروني غير صحيح']);
    expect(await screen.findByText('البريد الإلكتروني غير صحيح')).toBeTruthy();
  });

  it('a 404 shows “not found”', async () => {
    const error = await failure(call(getProperty, { params: { id: 999999 } }));
    expect(error.status).toBe(404);
    expect(await screen.findByText('البيانات المطلوبة غير موجودة')).toBeTruthy();
  });

  it('a 403 shows “forbidden”, tries one refresh, and fails again', async () => {
    await signedIn();
    const error = await failure(profileOf('00000000-0000-4000-8000-000000000000'));
    expect(error.status).toBe(403);
    expect(await screen.findByText('غير مسموح لك بالوصول إلى هذه البيانات')).toBeTruthy();
    expect(refreshCalls()).toBe(1);
    expect(proxy.seen.filter((request) => request.path.includes('00000000-0000')).length).toBe(2);
  });

  it('no connection shows “check your internet connection”', async () => {
    proxy.fail('website/region', { kind: 'drop' });
    const error = await failure(call(lookupLists.region));
    expect(error.status).toBe(0);
    expect(await screen.findByText('تحقق من اتصالك بالإنترنت')).toBeTruthy();
  });

  it('a request its page stopped wanting (an aborted signal) fails quietly: no “check your connection”', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    proxy.fail('website/region', {
      kind: 'hold',
      until: held,
    });
    const stop = new AbortController();
    const pending = call(lookupLists.region, undefined, { signal: stop.signal }).then(
      () => 'answered',
      (error: unknown) => (error instanceof Error ? error.name : String(error)),
    );
    stop.abort();
    expect(await pending).toBe('AbortError');
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('تحقق من اتصالك بالإنترنت')).toBeNull();
  });

  it('a 500 on the first try refreshes the session and retries once', async () => {
    await signedIn();
    proxy.fail(user.userId, { kind: 'status', status: 500 });
    const profile = await profileOf(user.userId);
    expect(profile.phoneNumber).toBe(user.e164);
    expect(refreshCalls()).toBe(1);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).not.toBe(user.refreshToken);
    // The token travels in the body: a URL ends up in proxy and browser logs.
    const refresh = proxy.seen.find((request) => request.path.includes('refresh-token'));
    expect(refresh?.path).not.toContain('?');
    expect(refresh?.headers['content-type']).toBe('application/json');
  });

  it('any other failure shows “unknown error”', async () => {
    proxy.fail('website/region', { kind: 'status', status: 409 });
    const error = await failure(call(lookupLists.region));
    expect(error.status).toBe(409);
    expect(await screen.findByText('حدث خطأ غير معروف')).toBeTruthy();
  });

  it('a 401 renews the session once and retries; concurrent calls share that one refresh', async () => {
    await signedIn();
    localStorage.setItem(STORAGE_KEYS.token, tamperedToken(user.token));
    const answers = await Promise.all([1, 2, 3].map(() => profileOf(user.userId)));
    expect(answers.map((answer) => answer.phoneNumber)).toEqual([user.e164, user.e164, user.e164]);
    expect(refreshCalls()).toBe(1);
    const renewed = localStorage.getItem(STORAGE_KEYS.token);
    expect(renewed).not.toBe(tamperedToken(user.token));
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).not.toBe(user.refreshToken);
    const retried = proxy.seen.filter(
      (request) => request.path.includes(user.userId) && !request.path.includes('refresh'),
    );
    expect(retried.slice(3).map((request) => request.headers.authorization)).toEqual([
      `Bearer ${renewed}`,
      `Bearer ${renewed}`,
      `Bearer ${renewed}`,
    ]);
  });

  it('when the session cannot be renewed: storage is cleared, “session expired” shown, and /register opened', async () => {
    await signedIn();
    localStorage.setItem(STORAGE_KEYS.token, tamperedToken(user.token));
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'revoked-or-unknown');
    localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    localStorage.setItem(STORAGE_KEYS.deviceId, 'device-1');
    const error = await failure(profileOf(user.userId));
    expect(error.status).toBe(401);
    expect(await screen.findByText('انتهت الجلسة، يرجى تسجيل الدخول مجددًا')).toBeTruthy();
    expect(visited).toEqual(['/register?next=%2Fprofile']);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userInfoId)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    expect(localStorage.getItem(STORAGE_KEYS.deviceId)).toBe('device-1');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('ar');
  });
});
