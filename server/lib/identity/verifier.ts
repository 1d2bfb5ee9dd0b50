import type { Language } from '#contract/common.js';

/** The person Nafath vouches for, as its signed answer names them. */
export interface VerifiedPerson {
  /** The full ID or iqama number: hashed at once, never stored or logged. */
  idNumber: string | null;
  nameAr: string;
  nameEn: string;
}

/** What Nafath says of a request; `person` only where the answer is trusted (signed, or development). */
export type NafathStatus =
  { state: 'waiting' | 'rejected' | 'expired' } | { state: 'completed'; person: VerifiedPerson | null };

/** What the callback's signed token says. */
export interface NafathAnswer {
  transId: string;
  status: NafathStatus;
}

export interface OpenRequest {
  idNumber: string;
  transId: string;
  random: string;
}

export interface IdentityVerifier {
  /** Asks Nafath to send a request to the person's app: its transaction and the number to show. */
  start(
    idNumber: string,
    language: Language,
    requestId: string,
    signal?: AbortSignal,
  ): Promise<{ transId: string; random: string }>;
  status(request: OpenRequest, signal?: AbortSignal): Promise<NafathStatus>;
  /** The signed answer posted to the callback; throws InvalidNafathAnswer when it does not verify. */
  readCallback(token: string): Promise<NafathAnswer>;
}

/** Nafath did not answer in time, answered with an error, or with something unreadable. */
export class NafathUnavailable extends Error {
  override readonly name = 'NafathUnavailable';
}

/** Nafath already holds a request for this ID that the person has not answered. */
export class NafathRequestActive extends Error {
  override readonly name = 'NafathRequestActive';
}

/** A callback token that is not Nafath's, has expired, or says nothing we can read. */
export class InvalidNafathAnswer extends Error {
  override readonly name = 'InvalidNafathAnswer';
}

/** A person's full name from its parts, the empty ones left out. */
export const fullName = (...parts: unknown[]): string =>
  parts
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map((part) => part.trim())
    .join(' ');
