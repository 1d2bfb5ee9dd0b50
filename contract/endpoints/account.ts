import {
  emailVerificationSent,
  emailVerified,
  logoutBody,
  profile,
  profileParams,
  refreshTokenBody,
  refreshTokenQuery,
  registerBody,
  registerResponse,
  tokenPair,
  updateProfileBody,
  uploadImageResponse,
  verifyCodeBody,
  verifyEmailBody,
} from '../account.js';
import { errorResponse, profileImageForm } from '../common.js';
import { proofOfWorkRequired } from '../proof-of-work.js';
import { anyone, endpoint, ownerOf, signedIn } from '../endpoint.js';

const tags = ['Account'] as const;

export const register = endpoint({
  method: 'POST',
  path: '/api/website/account/register',
  access: anyone,
  body: registerBody,
  response: registerResponse,
  otherAnswers: { 428: proofOfWorkRequired, 503: errorResponse },
  tags,
  summary: 'Send a 5-digit sign-in code by SMS',
  description:
    'Answers 428 with a proof-of-work `challenge` when this source or the whole site has asked for unusually many codes: solve it and send the request again with `pow` (docs/decisions/0026). 429 when a sending limit or budget is spent, with Retry-After.',
});

export const verifyCode = endpoint({
  method: 'POST',
  path: '/api/website/account/verifycode',
  access: anyone,
  body: verifyCodeBody,
  response: tokenPair,
  tags,
  summary: 'Exchange the code for a token pair',
  description:
    'Send the `id` that `register` answered (its `guid`) and the 5-digit code. A code works 5 ' +
    'minutes, once, and allows 5 tries: a wrong or spent code is a 422 on `code`, too many failures a 429. ' +
    'A new phone, or a user who accepted an older version of the terms, must accept the current ones ' +
    '(`acceptedTermsVersion`). A blocked account gets 403. Answers an access token (the `bearerAuth` ' +
    'token) and a refresh token.',
});

export const refreshToken = endpoint({
  method: 'POST',
  path: '/api/website/account/refresh-token',
  access: anyone,
  query: refreshTokenQuery,
  body: refreshTokenBody,
  response: tokenPair,
  tags,
  summary: 'Rotate the refresh token',
  description:
    'Send `{ refreshToken }` in the body. The query form (`?refreshToken=`) still works in this release ' +
    'and is removed in the next.',
});

export const logout = endpoint({
  method: 'POST',
  path: '/api/website/account/logout',
  access: anyone,
  body: logoutBody,
  status: 204,
  tags,
  summary: 'End the session',
  description:
    'Anyone holding the refresh token: ends the session it belongs to, with its notification streams and ' +
    'Web Push subscription. An unknown token changes nothing, so calling it twice is harmless.',
});

export const updateProfile = endpoint({
  method: 'POST',
  path: '/api/website/account/updateprofile',
  access: signedIn,
  body: updateProfileBody,
  response: profile,
  tags,
  summary: 'Update name, email, WhatsApp or language',
  description:
    'Signed-in users, on their own profile. Fields left out stay as they are; an empty string or null ' +
    'clears one. A new email address is unverified until `email-verification` is used. Answers the profile ' +
    'as it now is.',
});

export const sendEmailVerification = endpoint({
  method: 'POST',
  path: '/api/website/account/email-verification',
  access: signedIn,
  response: emailVerificationSent,
  tags,
  summary: "Mail a signed link that verifies the caller's email address",
  description:
    "The profile's address gets one email holding only fixed text and the link, which works " +
    'EMAIL_VERIFICATION_LINK_HOURS. Limited per user (a minute apart, 5 a day), per address (5 a day) ' +
    'and per IP (EMAIL_VERIFICATIONS_PER_IP_PER_HOUR): 429. No address, or one already verified: 422.',
});

export const verifyEmail = endpoint({
  method: 'POST',
  path: '/api/website/account/verify-email',
  access: anyone,
  body: verifyEmailBody,
  response: emailVerified,
  tags,
  summary: 'Verify an email address with the signed link mailed to it; no sign-in needed',
  description:
    'A link for another address than the profile holds now (changed since), or with a wrong ' +
    'signature, is a 422 on `token`; one past its lifetime a 422 on `at`. Verifying twice is harmless.',
});

export const uploadProfileImage = endpoint({
  method: 'POST',
  path: '/api/website/account/uploadprofileimage',
  access: signedIn,
  form: profileImageForm,
  response: uploadImageResponse,
  tags,
  summary: 'Upload a profile picture (multipart field "file", JPEG/PNG/WebP, at most 5 MB)',
  description:
    'The picture is stored as a square WebP without its metadata and replaces the ' +
    'previous one. A file that is no photo is a 415 or 422, one too large a 413.',
});

export const deleteAccount = endpoint({
  method: 'DELETE',
  path: '/api/website/account',
  access: signedIn,
  status: 204,
  tags,
  summary: 'Delete the account and its data',
  description:
    'Signed-in users, on their own account: removes it and its data (sessions, ads with their photos, ' +
    'favorites and the rest) at once, as the personal data law asks; open notification streams end. It ' +
    'cannot be undone.',
});

export const getProfile = endpoint({
  method: 'GET',
  path: '/api/website/account/:id',
  access: ownerOf('profile'),
  params: profileParams,
  response: profile,
  tags,
  summary: 'The caller’s own profile',
  description: 'Signed-in users, on their own profile only: any other id is refused.',
});
