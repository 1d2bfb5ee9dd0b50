import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const SETTLE_LIMIT_MS = 3_000;

/**
 * Waits for the page's finite animations and transitions (a toast sliding in, a dialog fading) to end,
 * so contrast is measured on final colours rather than on a frame half-way through a fade.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async (limit) => {
    const running = document.getAnimations().filter((animation) => {
      const iterations = animation.effect?.getComputedTiming().iterations ?? 1;
      return animation.playState === 'running' && Number.isFinite(iterations);
    });
    const finished = Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, limit))]);
  }, SETTLE_LIMIT_MS);
}

/** The serious and critical WCAG 2.2 AA findings on the page (or within `include`), one line each. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  await settleAnimations(page);
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  const results = await (include ? builder.include(include) : builder).exclude(LEAVING_TOAST).analyze();
  const findings: string[] = [];
  for (const violation of results.violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    const targets: string[] = [];
    for (const node of violation.nodes) {
      const target = node.target.join(' ');
      if (!(await leftDuringScan(page, target))) targets.push(target);
    }
    if (targets.length > 0) findings.push(`${violation.id}: ${targets.join(', ')}`);
  }
  return findings;
}

const LEAVING_TOAST = '[data-sonner-toast][data-removed="true"]';

/**
 * A toast whose time ran out while axe was reading the page fades as it is measured; a finding on it
 * (or on anything gone from the page by the end of the scan) describes a frame, not the screen.
 */
async function leftDuringScan(page: Page, target: string): Promise<boolean> {
  return page.evaluate(
    ({ target, leaving }) => {
      let matches: Element[];
      try {
        matches = [...document.querySelectorAll(target)];
      } catch {
        return false;
      }
      return matches.every((element) => {
        const toast = element.closest('[data-sonner-toast]');
        return toast !== null && toast.matches(leaving);
      });
    },
    { target, leaving: LEAVING_TOAST },
  );
}
