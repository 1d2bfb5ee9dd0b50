/** A FAL brokerage licence's state at the authority (docs/decisions/0039-brokerage-offices.md). */
export type BrokerLicenceState = 'valid' | 'expired' | 'cancelled' | 'unknown';

/** What the authority says of one FAL licence number. */
export interface BrokerLicenceAnswer {
  state: BrokerLicenceState;
  expiresAt: Date | null;
  holderName: string | null;
  /** An individual broker's licence, or an establishment's (an office with a commercial registration). */
  holderKind: 'individual' | 'establishment' | null;
  /** The holder's ID (individual) or unified number (establishment): compared, never stored or logged. */
  holderId: string | null;
}

export interface BrokerLicenceVerifier {
  /** The authority's answer; throws BrokerAuthorityUnavailable when it cannot be had now. */
  verify(number: string, signal?: AbortSignal): Promise<BrokerLicenceAnswer>;
}

export class BrokerAuthorityUnavailable extends Error {
  override readonly name = 'BrokerAuthorityUnavailable';
}

export const unknownBrokerLicence: BrokerLicenceAnswer = {
  state: 'unknown',
  expiresAt: null,
  holderName: null,
  holderKind: null,
  holderId: null,
};
