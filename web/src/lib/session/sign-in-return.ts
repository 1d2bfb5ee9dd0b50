import { useLocation, useNavigate } from 'react-router';
import { notify } from '../browser/notify';

/** The screens of a sign-in: a return path never points back at them. */
const SIGN_IN_SCREENS = ['/register', '/VerifyCode'];
const NEXT = 'next';
/** Parses a candidate against a made-up origin: a path that leaves it would leave the site. */
const PARSE_ORIGIN = 'https://return.invalid';
const MAX_LENGTH = 2000;

/**
 * A return path is a path on this site, never an address: it starts with one `/` (not `//`, not `/\`),
 * carries no control characters (which browsers drop, turning `/\t/x` into `//x`) and still parses to
 * this origin. Anything else, and the sign-in screens themselves, is refused (undefined).
 */
export function safeReturnPath(candidate: string | null | undefined): string | undefined {
  if (!candidate || candidate.length > MAX_LENGTH) return undefined;
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(candidate)) return undefined;
  let url: URL;
  try {
    url = new URL(candidate, PARSE_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PARSE_ORIGIN || SIGN_IN_SCREENS.includes(url.pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A sign-in screen (`/register`, `/VerifyCode`) that sends the reader back to `from` once signed in. */
export function withReturnPath(screen: string, from: string | null | undefined): string {
  const next = safeReturnPath(from);
  return next && next !== '/' ? `${screen}?${NEXT}=${encodeURIComponent(next)}` : screen;
}

/** /register, then back to `from` (a path on this site) once the code is verified. */
export const signInPath = (from: string | null | undefined) => withReturnPath('/register', from);

/** Where a sign-in screen's URL says to go after it: its safe `next`, or the home page. */
export function returnPathOf(search: string): string {
  return safeReturnPath(new URLSearchParams(search).get(NEXT)) ?? '/';
}

/** The current page's path, query and hash, as a return path. */
export function useCurrentPath(): string {
  const { pathname, search, hash } = useLocation();
  return `${pathname}${search}${hash}`;
}

/** Sign-in that comes back to this page. */
export const useSignInPath = () => signInPath(useCurrentPath());

/** For a signed-out visitor's click on something that needs an account: why, then sign-in and back. */
export function useSendToSignIn(): (reason: string) => void {
  const navigate = useNavigate();
  const path = useSignInPath();
  return (reason) => {
    notify.info(reason);
    void navigate(path);
  };
}
