import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../server/db/seed/demo-catalogue.js';
import { signIn, type SignedIn } from '../server/test/support/clients/sign-in-flow.js';
import * as properties from '../contract/endpoints/properties.js';
import { useSite } from './support/site.js';

const site = useSite();
let user: SignedIn;
let residence: number;
let industry: number;

beforeAll(async () => {
  await seedDemoCatalogue(site.server.deps);
  user = await signIn(site.server);
  const first = async (list: typeof properties.listResidences | typeof properties.listIndustries) => {
    const answer = await site.server.send(list, { query: { PageSize: 1 } });
    const id = answer.body.data[0]?.id;
    if (id === undefined) throw new Error(`${list.path} is empty`);
    return id;
  };
  [residence, industry] = await Promise.all([
    first(properties.listResidences),
    first(properties.listIndustries),
  ]);
});

/** Every violation the page reports, as the browser's own event describes it. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}`,
      );
    });
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

const publicPages = () => [
  '/',
  '/recidence',
  '/industry',
  '/AllFeatureProperty',
  `/RecidenceDetailes/${residence}`,
  `/IndustryDetailes/${industry}`,
  '/Agents',
  '/about',
  '/contact-us',
  '/search',
  '/register',
];
const privatePages = ['/Favorite', '/profile', '/my-ads', '/my-office', '/add-property/1', '/messages'];

describe('content security policy', () => {
  it('is sent with every page: scripts from this site only, no eval, no framing', async () => {
    const answer = await fetch(`${site.server.url}/`);
    const policy = answer.headers.get('content-security-policy') ?? '';
    const directives = new Map(
      policy.split(';').map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src') ?? directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy).not.toContain('unsafe-eval');
  });

  it('the app runs under it with no violation on any public page', async () => {
    const { context, page, consoleErrors } = await site.open();
    const violations = await recordViolations(page);
    for (const path of publicPages()) {
      await page.goto(path, { waitUntil: 'networkidle' });
      expect({ path, violations: await violations() }).toEqual({ path, violations: [] });
    }
    expect(consoleErrors.filter((line) => /Content Security Policy/i.test(line))).toEqual([]);
    await context.close();
  });

  it('nor signed in: private pages, the notification panel and its live stream', async () => {
    const { context, page, consoleErrors } = await site.open({
      storage: { Token: user.token, refreshToken: user.refreshToken, userInfoId: user.userId },
    });
    const violations = await recordViolations(page);
    for (const path of privatePages) {
      await page.goto(path);
      // The notification stream stays open, so the network is never idle: the heading marks the screen.
      await page.locator('h1').first().waitFor();
      expect({ path, violations: await violations() }).toEqual({ path, violations: [] });
    }
    await page.goto('/');
    await page.locator('header button[aria-controls="notification-panel"]').click();
    await page.locator('#notification-panel').waitFor();
    expect(await violations()).toEqual([]);
    expect(consoleErrors.filter((line) => /Content Security Policy/i.test(line))).toEqual([]);
    await context.close();
  });
});
