import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';

export const CHROMIUM = '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-quic'];

export type FormFactor = 'mobile' | 'desktop';

/**
 * One Lighthouse run in a fresh Debian Chromium: mobile (Lighthouse's default: a Moto G Power at 412 px,
 * slow 4G, 4× CPU slowdown) or desktop (1350 px, no slowdown). Undefined when Lighthouse could not
 * complete the run (a lost trace), which the caller may run again.
 */
export async function runLighthouse(url: string, options: { categories: string[]; formFactor?: FormFactor }) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: options.categories },
      options.formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    return result.lhr.runtimeError ? undefined : result.lhr;
  } finally {
    chrome.kill();
  }
}
