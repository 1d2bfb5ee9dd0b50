import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toasts } from '../src/components/Toasts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '#contract/endpoints/account';
import type { ApiCaller } from '#server/test/support/clients/api-caller.js';
import { newSaudiMobile } from '#server/test/support/clients/sign-in-flow.js';
import { VerifyCodePage } from '../src/features/account/pages/VerifyCodePage';
import { STORAGE_KEYS } from '../src/lib/browser/storage-keys';
import type { startFaultProxy } from './support/fault-proxy';
import { renderRoutes } from './support/render';
import { servePageThroughProxy } from './support/served-page';

let server: ApiCaller;
let proxy: Awaited<ReturnType<typeof startFaultProxy>>;

beforeAll(async () => {
  ({ server, proxy } = await servePageThroughProxy('/VerifyCode'));
});
afterAll(async () => {
  await proxy.close();
});

/** Asks the real server for a code, as the registration screen does, and opens the verify screen. */
async function openVerifyScreen(path = '/VerifyCode') {
  const phone = newSaudiMobile();
  const registered = await server.send(register, {
    body: { phoneNumber: phone.national, dialCode: '+966' },
  });
  localStorage.setItem(
    STORAGE_KEYS.phoneNumber,
    JSON.stringify({ dialCode: '+966', fullNumber: phone.e164, phoneNumber: phone.national }),
  );
  render(<Toasts />);
  const view = renderRoutes(
    [
      { path: '/VerifyCode', element: <VerifyCodePage /> },
      { path: '/', element: <p>home</p> },
      { path: '/register', element: <p>register screen</p> },
      { path: '/RecidenceDetailes/:id', element: <p>the ad</p> },
    ],
    path,
    { guid: registered.body.guid },
  );
  const input = screen.getByLabelText('رمز التحقق');
  await userEvent.click(input);
  return { ...view, phone, code: await server.lastCode(phone.e164) };
}

const submit = () => screen.getByRole('button', { name: /^(تحقق|جارٍ التحقق...)$/ });

describe('the verify-code screen against the real server', () => {
  it('without a pending registration it goes back to /register', () => {
    renderRoutes(
      [
        { path: '/VerifyCode', element: <VerifyCodePage /> },
        { path: '/register', element: <p>register screen</p> },
      ],
      '/VerifyCode',
    );
    expect(screen.getByText('register screen')).toBeTruthy();
  });

  it('shows the number left to right; the fifth digit sends the code without a press', async () => {
    const user = userEvent.setup();
    const { phone, code } = await openVerifyScreen();
    expect(screen.getByText(phone.e164).getAttribute('dir')).toBe('ltr');
    expect(submit().hasAttribute('disabled')).toBe(true);
    await user.keyboard(code.slice(0, 4));
    expect(submit().hasAttribute('disabled')).toBe(true);
    await user.keyboard(code.slice(4));
    // The server checked it: a new phone is asked for its consent, with the box focused.
    const agree = await screen.findByRole('checkbox', {}, { timeout: 10_000 });
    expect(document.activeElement).toBe(agree);
    expect(submit().hasAttribute('disabled')).toBe(false);
  });

  it('says “verifying…” while the server has not answered, then shows its message for a wrong code', async () => {
    const user = userEvent.setup();
    const { code } = await openVerifyScreen();
    let answer: () => void = () => undefined;
    proxy.fail('verifycode', { kind: 'hold', until: new Promise<void>((resolve) => (answer = resolve)) });
    const wrong = code === '11111' ? '22222' : '11111';
    await user.keyboard(wrong);
    expect((await screen.findByRole('button', { name: 'جارٍ التحقق...' })).hasAttribute('disabled')).toBe(
      true,
    );
    answer();
    expect(await screen.findByText('رمز التحقق غير صحيح', {}, { timeout: 10_000 })).toBeTruthy();
    expect(submit().textContent).toBe('تحقق');
  });

  it('a wrong code empties the boxes and puts the caret in the first one, ready for the right code', async () => {
    const user = userEvent.setup();
    const { code } = await openVerifyScreen();
    const input = screen.getByLabelText<HTMLInputElement>('رمز التحقق');
    await user.keyboard(code === '11111' ? '22222' : '11111');
    expect(await screen.findByText('رمز التحقق غير صحيح', {}, { timeout: 10_000 })).toBeTruthy();
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
    expect(input.selectionStart).toBe(0);
    expect(submit().hasAttribute('disabled')).toBe(true);
    await user.keyboard(code);
    expect(input.value).toBe(code);
    expect(await screen.findByRole('checkbox', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('asked for consent, Verify without the tick says what is missing; ticked, one press signs in', async () => {
    const user = userEvent.setup();
    const { code } = await openVerifyScreen();
    await user.keyboard(code);
    const agree = await screen.findByRole('checkbox', {}, { timeout: 10_000 });
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'ضع علامة في المربع للموافقة، ثم اضغط «تحقق».',
    );
    expect(agree.getAttribute('aria-invalid')).toBe('true');
    await user.click(agree);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(submit());
    expect(await screen.findByText('home', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('signed in, it returns to the page the sign-in started from (?next=)', async () => {
    const user = userEvent.setup();
    const { code, router } = await openVerifyScreen(
      '/VerifyCode?next=%2FRecidenceDetailes%2F9%3Ftab%3Dreviews',
    );
    await user.keyboard(code);
    await user.click(await screen.findByRole('checkbox', {}, { timeout: 10_000 }));
    await user.click(submit());
    expect(await screen.findByText('the ad', {}, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/RecidenceDetailes/9?tab=reviews',
    );
  });

  it('a ?next= that leaves the site is ignored: home', async () => {
    const user = userEvent.setup();
    const { code, router } = await openVerifyScreen('/VerifyCode?next=%2F%2Fevil.example%2Fphish');
    await user.keyboard(code);
    await user.click(await screen.findByRole('checkbox', {}, { timeout: 10_000 }));
    await user.click(submit());
    expect(await screen.findByText('home', {}, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('the right code stores the session under the spec’s keys and opens the home page', async () => {
    const user = userEvent.setup();
    const { code, router } = await openVerifyScreen();
    // The fifth digit sends it. A new phone: the server asks for consent to the terms first, and the
    // same code then signs in.
    await user.keyboard(code);
    await user.click(await screen.findByRole('checkbox', {}, { timeout: 10_000 }));
    await user.click(submit());
    expect(await screen.findByText('home', {}, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toMatch(/^ey/);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.userInfoId)).toMatch(/^[0-9a-f-]{36}$/);
    expect(localStorage.getItem(STORAGE_KEYS.phoneNumber)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.deviceId)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
