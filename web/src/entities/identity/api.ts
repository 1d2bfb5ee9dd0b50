import { getMyIdentity } from '#contract/endpoints/identity';
import type { Language } from '#contract/common';
import { endpointQuery } from '#web/lib/api/endpoint-queries';

/**
 * The caller's verified identity (or null), whether publishing needs one, the verification still open
 * and, with the development verifier, its test IDs. The profile, the ad form and /verify-identity read it.
 */
export const myIdentityQuery = () => endpointQuery(getMyIdentity, {});

/** The page that verifies the reader's identity through Nafath. */
export const VERIFY_IDENTITY_PATH = '/verify-identity';

/** The name Nafath gave, in the reader's language. */
export const nameIn = (identity: { nameAr: string; nameEn: string }, language: Language) =>
  language === 'ar' ? identity.nameAr : identity.nameEn;
