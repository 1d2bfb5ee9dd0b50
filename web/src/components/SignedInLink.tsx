import { Link } from 'react-router';
import { useIsSignedIn } from '../lib/session/auth-state';
import { signInPath } from '../lib/session/sign-in-return';

/**
 * A link to a screen for signed-in users, from a page anyone may open (a link that came by email):
 * straight there when signed in, else through sign-in and back there, labelled for each.
 */
export function SignedInLink({
  to,
  label,
  signInLabel,
  className,
}: {
  to: string;
  label: string;
  signInLabel: string;
  className: string;
}) {
  const signedIn = useIsSignedIn();
  return (
    <Link to={signedIn ? to : signInPath(to)} className={className}>
      {signedIn ? label : signInLabel}
    </Link>
  );
}
