import { z } from 'zod';
import { errorResponse } from './common.js';
import { openApiSchemas } from './openapi-registry.js';

/** The one algorithm challenges use: PBKDF2 with SHA-256 (Web Crypto in every browser, no WASM). */
export const PROOF_OF_WORK_ALGORITHM = 'PBKDF2/SHA-256';

const invalid = { error: 'proofOfWorkInvalid' } as const;
const hex = (length: number) => z.string(invalid).regex(new RegExp(`^[0-9a-f]{${length}}$`), invalid);
const whole = (max: number) => z.number(invalid).int(invalid).min(0, invalid).max(max, invalid);

/**
 * A proof-of-work challenge, in the ALTCHA v2 format (`altcha-lib`): find the counter whose PBKDF2
 * key (`cost` rounds over `nonce` + the counter as 4 big-endian bytes, salted with `salt`) starts
 * with `keyPrefix`. `data.maxCounter` is the highest counter the server may have picked (the answer
 * lies between 0 and it, so a client can show its progress); `data.expiresAt` is when the server
 * stops accepting it (Unix seconds). The server signs the parameters: send them back unchanged.
 */
export const proofOfWorkChallenge = z
  .object({
    parameters: z.object({
      algorithm: z.literal(PROOF_OF_WORK_ALGORITHM, invalid),
      nonce: hex(32),
      salt: hex(32),
      cost: whole(1_000_000),
      keyLength: whole(64),
      keyPrefix: hex(32),
      keySignature: hex(64),
      data: z.object({ expiresAt: whole(2 ** 40), maxCounter: whole(2 ** 32 - 1) }, invalid),
    }),
    signature: hex(64),
  })
  .register(openApiSchemas, { id: 'ProofOfWorkChallenge' });
export type ProofOfWorkChallenge = z.infer<typeof proofOfWorkChallenge>;

/** A solved challenge: the challenge as received, the counter found and its derived key (hex). */
export const proofOfWork = z
  .object({
    challenge: proofOfWorkChallenge,
    solution: z.object({ counter: whole(2 ** 32 - 1), derivedKey: hex(64) }),
  })
  .register(openApiSchemas, { id: 'ProofOfWork' });
export type ProofOfWork = z.infer<typeof proofOfWork>;

/**
 * 428: this request needs a solved challenge first. Solve `challenge` and send the same request
 * again with `pow`; a challenge is good for one request, until it expires.
 */
export const proofOfWorkRequired = errorResponse
  .extend({ challenge: proofOfWorkChallenge })
  .register(openApiSchemas, { id: 'ProofOfWorkRequired' });
export type ProofOfWorkRequired = z.infer<typeof proofOfWorkRequired>;
