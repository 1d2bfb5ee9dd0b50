import type { IdentityRequest, IdentityRequestState } from '#contract/identity.js';
import type { Config } from '#server/config.js';
import type { IdentityRequestRow } from '#server/db/schema/index.js';

export const OPEN_STATES: readonly IdentityRequestState[] = ['waiting', 'confirming'];

/**
 * Where a request stands at `now`: one left waiting past its time limit has expired, one whose signed
 * answer did not come within the grace after Nafath said "picked" is unavailable.
 */
export function stateAt(row: IdentityRequestRow, config: Config, now: Date): IdentityRequestState {
  if (row.state === 'waiting' && now >= row.expiresAt) return 'expired';
  if (row.state === 'confirming' && row.confirmingAt) {
    const givenUpAt = row.confirmingAt.getTime() + config.identity.callbackGraceMs;
    if (now.getTime() >= givenUpAt) return 'unavailable';
  }
  return row.state;
}

export function toIdentityRequest(row: IdentityRequestRow, config: Config, now: Date): IdentityRequest {
  const state = stateAt(row, config, now);
  return {
    id: row.id,
    state,
    random: row.random,
    idKind: row.idKind,
    idLast4: row.idLast4,
    expiresAt: row.expiresAt.toISOString(),
    secondsLeft: Math.max(0, Math.ceil((row.expiresAt.getTime() - now.getTime()) / 1000)),
    pollAfterSeconds: OPEN_STATES.includes(state) ? Math.ceil(config.identity.pollMs / 1000) : null,
  };
}
