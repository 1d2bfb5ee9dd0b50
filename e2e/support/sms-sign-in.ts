import type { Page } from 'playwright-core';
import type { TestServer } from '#server/test/support/servers/test-server.js';

/** Waits for the code screen and its input's focus: the screen loads lazily, and typing comes after. */
export async function codeScreenReady(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/VerifyCode');
  await page.locator('#verification-code').focus();
}

/** Types the code the server sent to `e164` on the code screen, as a reader does (the fifth digit sends it). */
export async function typeSentCode(page: Page, server: TestServer, e164: string): Promise<void> {
  await codeScreenReady(page);
  await page.keyboard.type(await server.lastCode(e164));
}

/** Asks for a code for `national` on /register and waits for the code screen. */
export async function reachVerifyScreen(page: Page, national: string): Promise<void> {
  await page.goto('/register');
  await page.locator('#phoneNumber').fill(national);
  await page.locator('form button[type=submit]').click();
  await codeScreenReady(page);
}
