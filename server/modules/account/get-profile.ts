import type { Profile } from '#contract/account.js';
import type { AppDeps } from '#server/deps.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { AppError } from '#server/lib/errors.js';
import { loadUser } from './load-user.js';
import { toProfile } from './profile-view.js';

/** A user reads only their own profile; any other id is refused. */
export async function getProfile(deps: AppDeps, caller: AuthUser, id: string): Promise<Profile> {
  if (id !== caller.id) throw new AppError('forbidden', 'forbidden');
  return toProfile(await loadUser(deps, caller.id), deps.storage);
}
