/**
 * The version of the terms of use and the privacy policy (one text, one version): a user who accepted
 * an older one is asked again at their next sign-in. Change it with the texts (web/src/locales/features/legal.*.json).
 */
export const TERMS_VERSION = '2026-11';
