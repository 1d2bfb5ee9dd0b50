import type { Config } from '../../config.js';
import { createDevelopmentIdentityVerifier } from './development-verifier.js';
import { createNafathVerifier } from './nafath-verifier.js';
import type { IdentityVerifier } from './verifier.js';

export * from './verifier.js';
export { DEVELOPMENT_TEST_IDS } from './development-verifier.js';

export function createIdentityVerifier(config: Config): IdentityVerifier {
  return config.identity.verifier === 'nafath'
    ? createNafathVerifier(config.identity.nafath)
    : createDevelopmentIdentityVerifier();
}
