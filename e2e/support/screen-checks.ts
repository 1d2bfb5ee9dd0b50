import type { Page } from 'playwright-core';
import { seriousViolations } from './axe.js';

/** Whether the page is wider than its window: a reader would have to scroll sideways. */
export const widerThanScreen = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** axe's serious and critical findings on the page, each labelled. */
export async function axeProblems(page: Page, label: string): Promise<string[]> {
  return (await seriousViolations(page)).map((problem) => `${label}: ${problem}`);
}

/**
 * What is wrong with the screen as it stands, each labelled: wider than the window, and axe's findings
 * when `axe` (the light looks; a dark pass is there for its screenshot).
 */
export async function screenProblems(
  page: Page,
  label: string,
  { axe }: { axe: boolean },
): Promise<string[]> {
  const problems = (await widerThanScreen(page)) ? [`${label}: wider than the screen`] : [];
  return axe ? [...problems, ...(await axeProblems(page, label))] : problems;
}
