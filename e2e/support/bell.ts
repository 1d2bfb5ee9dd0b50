import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import * as notifications from '#contract/endpoints/notifications.js';

/** The header's notification bell, its unread badge and the panel it opens. */
export const bell = (page: Page) => page.locator('header button[aria-controls="notification-panel"]');
export const badge = (page: Page) => page.getByTestId('notification-badge');
export const panel = (page: Page) => page.locator('#notification-panel');

/** Waits for the bell's live stream to open while `load` loads a page: what arrives from then on is live. */
export async function withLiveBell(page: Page, load: () => Promise<unknown>): Promise<void> {
  const streamOpen = page.waitForResponse((response) =>
    response.url().includes(notifications.notificationStream.path),
  );
  await load();
  expect((await streamOpen).status()).toBe(200);
  await bell(page).waitFor();
}

/** Opens `url` and waits until the bell's stream is open. */
export const openWithLiveBell = (page: Page, url: string) => withLiveBell(page, () => page.goto(url));
