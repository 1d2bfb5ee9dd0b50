import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { capturing } from './looks.js';

/** Debian's Chromium with the flags this machine needs (architecture.md); never a downloaded browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface PageOptions {
  width?: number;
  dark?: boolean;
  storage?: Record<string, string>;
  /**
   * The site's service worker (offline copies, push): blocked unless a test is about it, since
   * requests it makes pass by page.route (installable-app.e2e.test.ts allows it).
   */
  serviceWorkers?: 'allow' | 'block';
  /**
   * The browser's User-Agent; Chromium's own when not given. Headless Chromium says `HeadlessChrome`,
   * which the ad activity counts take for a robot (ADR 0040): a test of the counts passes a person's.
   */
  userAgent?: string;
}

/** A fresh context (own storage) at the given width and colour scheme; console errors are collected. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page; consoleErrors: string[] }> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: options.width ?? 1280, height: 900 },
    colorScheme: options.dark ? 'dark' : 'light',
    serviceWorkers: options.serviceWorkers ?? 'block',
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  const language = options.storage?.language;
  // A reader who chose a language has the cookie the server renders pages in (theme-boot.js).
  if (language) await context.addCookies([{ name: 'lang', value: language, url: baseURL }]);
  if (options.storage) {
    await context.addInitScript((entries: Record<string, string>) => {
      if (sessionStorage.getItem('__seeded')) return;
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      sessionStorage.setItem('__seeded', '1');
    }, options.storage);
  }
  const page = await context.newPage();
  // Public pages arrive rendered by the server and are inert until the app takes them over: every
  // full load waits for that, as a reader's first tap would need it.
  const appReady = () => page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, gotoOptions) => {
    const response = await goto(url, gotoOptions);
    await appReady();
    return response;
  };
  page.reload = async (reloadOptions) => {
    const response = await reload(reloadOptions);
    await appReady();
    return response;
  };
  // Sections below the fold skip rendering until a reader scrolls near them (content-visibility);
  // a full-page screenshot shows them as a reader who scrolled would see them.
  // CI has nobody to look at them (E2E_SCREENSHOTS=off skips the capture); no test reads the image.
  const screenshot = page.screenshot.bind(page);
  page.screenshot = (screenshotOptions = {}) =>
    capturing()
      ? screenshot({
          ...screenshotOptions,
          style: `* { content-visibility: visible !important; } ${screenshotOptions.style ?? ''}`,
        })
      : Promise.resolve(Buffer.alloc(0));
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { context, page, consoleErrors };
}

/** The toast (sonner) that shows `text`. */
export const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });
