/**
 * A licence's state now: one whose expiry date has passed is expired, whatever the authority said
 * when last asked. Serves ad licences (ADR 0017) and FAL licences (ADR 0039).
 */
export function licenceStateAt<State extends string>(
  answer: { state: State | 'valid'; expiresAt: Date | null },
  now: Date,
): State | 'valid' | 'expired' {
  if (answer.state === 'valid' && answer.expiresAt && answer.expiresAt.getTime() <= now.getTime()) {
    return 'expired';
  }
  return answer.state;
}
