import type { Page } from 'playwright-core';

const AGREE = /أوافق على|I agree to/;
const VERIFY = /^(تحقق|Verify)$/;

/**
 * A new phone's first verify: the server asks for consent to the terms and privacy policy; tick the
 * box and verify again.
 */
export async function acceptTermsAndVerify(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: AGREE }).check();
  await page.getByRole('button', { name: VERIFY }).click();
}
