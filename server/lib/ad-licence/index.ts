import type { Config } from '../../config.js';
import type { Clock } from '../clock.js';
import { createDevelopmentVerifier } from './development-verifier.js';
import { createRegaVerifier } from './rega-verifier.js';
import type { AdLicenseVerifier } from './verifier.js';

export * from './verifier.js';
export { DEVELOPMENT_TEST_NUMBERS } from './development-verifier.js';

export function createAdLicenseVerifier(config: Config, clock: Clock): AdLicenseVerifier {
  return config.adLicences.verifier === 'rega'
    ? createRegaVerifier(config.adLicences.rega)
    : createDevelopmentVerifier(clock);
}
