import type { SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import type { Language } from '#contract/common.js';

/** A website session in the browser's storage, as signing in leaves it; with the reader's language when given. */
export const userStorage = (user: SignedIn, language?: Language): Record<string, string> => ({
  Token: user.token,
  refreshToken: user.refreshToken,
  userInfoId: user.userId,
  ...(language ? { language } : {}),
});
