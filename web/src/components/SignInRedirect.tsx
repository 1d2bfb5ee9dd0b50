import { Navigate } from 'react-router';
import { useSignInPath } from '../lib/session/sign-in-return';

/** A screen for signed-in users, opened signed out: sign in first, then come back here. */
export function SignInRedirect() {
  return <Navigate to={useSignInPath()} replace />;
}
