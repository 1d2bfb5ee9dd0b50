import * as account from '#contract/endpoints/account.js';
import { userOf } from '#server/lib/auth/authenticate.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';
import { abandonedWith, readSingleFile } from '#server/lib/uploads.js';
import { deleteAccount } from './delete-account.js';
import { getProfile } from './get-profile.js';
import { logout } from './logout.js';
import { presentedRefreshToken } from './presented-refresh-token.js';
import { refreshToken } from './refresh-token.js';
import { register } from './register.js';
import { sendEmailVerification } from './send-email-verification.js';
import { updateProfile } from './update-profile.js';
import { PROFILE_IMAGE, uploadProfileImage } from './upload-profile-image.js';
import { verifyCode } from './verify-code.js';
import { verifyEmail } from './verify-email.js';

/** /api/website/account: signing in by SMS code, the session, and the caller's profile. */
export const accountRoutes = endpointRoutes((deps) => [
  answer(account.register, (request) =>
    register(deps, { ...request.body, ip: request.ip, language: request.language }),
  ),
  answer(account.verifyCode, (request) => verifyCode(deps, { ...request.body, ip: request.ip })),
  answer(account.refreshToken, (request) => refreshToken(deps, presentedRefreshToken(request))),
  answer(account.logout, (request) => logout(deps, request.body.refreshToken)),
  answer(account.updateProfile, (request) => updateProfile(deps, userOf(request), request.body)),
  answer(account.sendEmailVerification, (request) =>
    sendEmailVerification(deps, userOf(request), request.ip),
  ),
  answer(account.verifyEmail, (request) => verifyEmail(deps, request.body)),
  answer(account.uploadProfileImage, async (request, reply) =>
    uploadProfileImage(
      deps,
      userOf(request),
      await readSingleFile(request, 'file', PROFILE_IMAGE.maxBytes),
      abandonedWith(reply),
    ),
  ),
  answer(account.deleteAccount, (request) => deleteAccount(deps, userOf(request))),
  answer(account.getProfile, (request) => getProfile(deps, userOf(request), request.params.id)),
]);
