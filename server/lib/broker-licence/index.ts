import type { Config } from '../../config.js';
import type { Clock } from '../clock.js';
import { createDevelopmentBrokerVerifier } from './development-broker-verifier.js';
import { createRegaBrokerVerifier } from './rega-broker-verifier.js';
import type { BrokerLicenceVerifier } from './verifier.js';

export * from './verifier.js';
export { DEVELOPMENT_FAL_NUMBERS } from './development-broker-verifier.js';

/** The same authority and verifier choice as ad licences (AD_LICENSE_VERIFIER, REGA_API_URL). */
export function createBrokerLicenceVerifier(config: Config, clock: Clock): BrokerLicenceVerifier {
  return config.adLicences.verifier === 'rega'
    ? createRegaBrokerVerifier(config.adLicences.rega)
    : createDevelopmentBrokerVerifier(clock);
}
