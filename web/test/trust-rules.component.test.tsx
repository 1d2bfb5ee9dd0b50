import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '#contract/common';
import { TrustPage } from '../src/features/trust/pages/TrustPage';
import { loadFeatureTexts, setLanguage } from '../src/lib/i18n/i18n';
import type { startFaultProxy } from './support/fault-proxy';
import { page, renderRoutes } from './support/render';
import { servePageThroughProxy } from './support/served-page';

/**
 * The "Quick to respond" badge states the rule the server applies: the API of these tests is set to
 * 75%, 120 minutes and 12 conversations (support/api-server.ts), not the defaults (80%, an hour, 5),
 * and /trust and the badge's explanation say so in the reader's language.
 */
let proxy: Awaited<ReturnType<typeof startFaultProxy>>;

beforeAll(async () => {
  ({ proxy } = await servePageThroughProxy('/trust'));
  await loadFeatureTexts('trust');
});
afterAll(async () => {
  await proxy.close();
});

const expected: Record<Language, { means: string; lost: string; badge: string }> = {
  ar: {
    means:
      'ردّ صاحب الإعلان خلال آخر 30 يومًا على 75٪ على الأقل من المحادثات التي بدأها معه المهتمون، وكان الزمن الوسيط لأول رد ساعتين أو أقل، من 12 محادثة فأكثر.',
    lost: 'تختفي عند الحساب التالي إذا نزلت نسبة الرد عن 75٪ أو طال الزمن الوسيط لأول رد عن ساعتين، أو إذا بدأ معه المهتمون أقل من 12 محادثة خلال آخر 30 يومًا.',
    badge:
      'يرد المعلن على معظم من يراسلونه عبر منزل وبسرعة. خلال آخر 30 يومًا ردّ على 75٪ على الأقل من المحادثات التي بدأها معه المهتمون، وكان الزمن الوسيط لأول رد ساعتين أو أقل، من 12 محادثة فأكثر.',
  },
  en: {
    means:
      'Over the last 30 days the ad’s owner answered at least 75% of the conversations people started with them, with a median time to the first answer of 2 hours or less, out of 12 conversations or more.',
    lost: 'It goes at the next count when the rate falls below 75% or the median time grows past 2 hours, or when fewer than 12 conversations were started in the last 30 days.',
    badge:
      'The advertiser answers most people who message them on Manzil, and fast. Over the last 30 days they answered at least 75% of the conversations people started with them, with a median time to the first answer of 2 hours or less, out of 12 conversations or more.',
  },
};

describe('the "Quick to respond" rule, as the server is set', () => {
  it.each(['ar', 'en'] as const)('%s: /trust and the badge’s explanation state it', async (language) => {
    await setLanguage(language);
    renderRoutes([page(<TrustPage />, '/trust')], '/trust');
    const section = screen.getByTestId('trust-quickResponder');
    const [means, lost] = await within(section).findAllByRole('definition');
    expect(means?.textContent).toContain(expected[language].means);
    expect(lost?.textContent).toContain(expected[language].lost);
    // The explanation is in the page (a closed popover), the rule after the general sentence.
    const explanation = within(section).getByRole('note', { hidden: true });
    expect(explanation.textContent).toContain(expected[language].badge);
  });
});
