import type { Language } from '#contract/common.js';
/** One way a screen can look: language, width and theme. */
export interface Look {
  language: Language;
  width: 390 | 1280;
  dark: boolean;
}

/** Whether screenshots are being captured (off in CI, where nobody looks at them). */
export const capturing = (): boolean => process.env.E2E_SCREENSHOTS !== 'off';

const ALL_LOOKS: Look[] = (['ar', 'en'] as const).flatMap((language) =>
  ([390, 1280] as const).flatMap((width) => [false, true].map((dark) => ({ language, width, dark }))),
);

/** Every language × width, language × theme and width × theme pair, each once. */
export const PAIRWISE_LOOKS: Look[] = [
  { language: 'ar', width: 390, dark: false },
  { language: 'ar', width: 1280, dark: true },
  { language: 'en', width: 390, dark: true },
  { language: 'en', width: 1280, dark: false },
];

/**
 * The looks a screen's checks (axe, overflow, console) run in: all eight while screenshots are captured,
 * since someone reviews each picture; the pairwise four without capture (CI), which keeps every
 * language, width and theme and every pair of them at half the time.
 */
export const looksToCheck = (): Look[] => (capturing() ? ALL_LOOKS : PAIRWISE_LOOKS);

/**
 * The themes a screenshot loop visits whose axe check runs in light only: dark is there for the
 * screenshot. With capture off (CI), a dark pass would repeat the light pass's width and console checks.
 */
export const screenshotThemes = (): boolean[] => (capturing() ? [false, true] : [false]);

export const tagOfLook = (look: Look): string =>
  `${look.language}-${look.width}-${look.dark ? 'dark' : 'light'}`;
