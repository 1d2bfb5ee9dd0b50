import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';
import { callAuthority } from '../authority-call.js';
import {
  fullName,
  InvalidNafathAnswer,
  NafathRequestActive,
  NafathUnavailable,
  type IdentityVerifier,
  type NafathStatus,
} from './verifier.js';

export interface NafathSettings {
  baseUrl: string;
  appId: string;
  appKey: string;
  service: string;
  audience: string | undefined;
  timeoutMs: number;
}

const started = z.object({ transId: z.string().min(1).max(200), random: z.string().regex(/^\d{1,3}$/) });
const polled = z.object({ status: z.enum(['WAITING', 'COMPLETED', 'REJECTED', 'EXPIRED']) });
const refusal = z.object({ code: z.string() }).partial();
/** Nafath's code for "a request for this ID is already waiting" (400-034-050). */
const ACTIVE_REQUEST = '400-034-050';

const text = z.string().nullish();
const claims = z.object({
  transId: z.string().min(1),
  status: z.enum(['WAITING', 'COMPLETED', 'REJECTED', 'EXPIRED']),
  /** A citizen's ID is `nin`, a resident's `iqamaNumber`; older answers say `idNumber`. */
  nin: text,
  iqamaNumber: text,
  idNumber: text,
  firstName: text,
  secondName: text,
  fatherName: text,
  thirdName: text,
  grandFatherName: text,
  lastName: text,
  familyName: text,
  englishFirstName: text,
  englishSecondName: text,
  englishThirdName: text,
  englishLastName: text,
});

/**
 * Nafath's app verification (MFA) API as Elm serves it to providers (docs/decisions/0038): a request
 * (`POST /api/v1/mfa/request?local=…&requestId=…`), its status (`POST /api/v1/mfa/request/status`),
 * and the callback's RS256 token checked against `GET /api/v1/mfa/jwk`. One bounded request per question.
 */
export function createNafathVerifier(
  settings: NafathSettings,
  fetchFn: typeof fetch = fetch,
): IdentityVerifier {
  const keys = createRemoteJWKSet(new URL(`${settings.baseUrl}/api/v1/mfa/jwk`), {
    timeoutDuration: settings.timeoutMs,
    cooldownDuration: 30_000,
  });

  const unavailable = (message: string, options?: { cause: unknown }) =>
    new NafathUnavailable(message, options);
  const post = (path: string, json: unknown, signal?: AbortSignal, answers: readonly number[] = []) =>
    callAuthority(
      {
        url: `${settings.baseUrl}${path}`,
        method: 'POST',
        headers: { 'APP-ID': settings.appId, 'APP-KEY': settings.appKey },
        json,
        timeoutMs: settings.timeoutMs,
        signal,
        fetchFn,
        answers,
      },
      unavailable,
    );

  function read<T>(body: unknown, shape: z.ZodType<T>): T {
    const parsed = shape.safeParse(body);
    if (!parsed.success) throw new NafathUnavailable('Nafath answered in an unknown shape');
    return parsed.data;
  }

  return {
    async start(idNumber, language, requestId, signal) {
      const query = new URLSearchParams({ local: language, requestId });
      const { status, body } = await post(
        `/api/v1/mfa/request?${query.toString()}`,
        { nationalId: idNumber, service: settings.service },
        signal,
        [400],
      );
      if (status === 400) {
        const code = refusal.safeParse(body).data?.code;
        if (code === ACTIVE_REQUEST) throw new NafathRequestActive('a request is already waiting');
        throw new NafathUnavailable(`Nafath refused the request (${code ?? 'no code'})`);
      }
      const { transId, random } = read(body, started);
      return { transId, random };
    },

    async status(request, signal) {
      const { body } = await post(
        '/api/v1/mfa/request/status',
        { nationalId: request.idNumber, transId: request.transId, random: request.random },
        signal,
      );
      const { status } = read(body, polled);
      // The status is not signed: it never says who the person is (the callback's token does).
      return status === 'COMPLETED' ? { state: 'completed', person: null } : { state: lower(status) };
    },

    async readCallback(token) {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, keys, {
          algorithms: ['RS256'],
          ...(settings.audience ? { audience: settings.audience } : {}),
        }));
      } catch (error) {
        if (keysOutOfReach(error)) {
          throw new NafathUnavailable('Nafath’s keys could not be read', { cause: error });
        }
        throw new InvalidNafathAnswer(`the token does not verify (${(error as Error).name})`);
      }
      const parsed = claims.safeParse(payload);
      if (!parsed.success) throw new InvalidNafathAnswer('the token says nothing we can read');
      const answer = parsed.data;
      const status: NafathStatus =
        answer.status === 'COMPLETED'
          ? {
              state: 'completed',
              person: {
                idNumber: answer.nin ?? answer.iqamaNumber ?? answer.idNumber ?? null,
                nameAr: fullName(
                  answer.firstName,
                  answer.secondName ?? answer.fatherName,
                  answer.thirdName ?? answer.grandFatherName,
                  answer.lastName ?? answer.familyName,
                ),
                nameEn: fullName(
                  answer.englishFirstName,
                  answer.englishSecondName,
                  answer.englishThirdName,
                  answer.englishLastName,
                ),
              },
            }
          : { state: lower(answer.status) };
      return { transId: answer.transId, status };
    },
  };
}

/** The key set could not be had (down, slow, malformed): no verdict on the token can be given. */
const keysOutOfReach = (error: unknown) =>
  !(error instanceof joseErrors.JOSEError) ||
  error instanceof joseErrors.JWKSTimeout ||
  error instanceof joseErrors.JWKSInvalid ||
  error.code === 'ERR_JOSE_GENERIC';

const lower = (status: 'WAITING' | 'REJECTED' | 'EXPIRED') =>
  status === 'WAITING' ? 'waiting' : status === 'REJECTED' ? 'rejected' : 'expired';
