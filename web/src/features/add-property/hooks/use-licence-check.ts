import { useRef, useState } from 'react';
import { checkLicence } from '#contract/endpoints/ad-licences';
import { ApiError, call } from '#web/lib/api/api-client';

/** What the authority said of a number: valid (until when), refused (the save's words), or no answer now. */
export type LicenceVerdict =
  | { number: string; status: 'checking' }
  | { number: string; status: 'valid'; expiresAt: string | null }
  | { number: string; status: 'refused' | 'unavailable'; message: string };

const LICENCE_NUMBER = /^\d{6,20}$/;

/**
 * Asks the authority about the licence field's number when the owner leaves the field, once per
 * number (ADR 0032); the basics step waits for the answer before it moves on.
 */
export function useLicenceCheck(propertyId: number | undefined) {
  const asked = useRef(new Map<string, Promise<LicenceVerdict>>());
  const [verdict, setVerdict] = useState<LicenceVerdict>();

  function check(raw: string): Promise<LicenceVerdict> | undefined {
    const number = raw.trim();
    if (!LICENCE_NUMBER.test(number)) {
      setVerdict(undefined);
      return undefined;
    }
    let answer = asked.current.get(number);
    if (!answer) {
      answer = ask(number, propertyId);
      asked.current.set(number, answer);
      // A number the authority could not answer for is asked again next time.
      void answer.then((said) => said.status === 'unavailable' && asked.current.delete(number));
    }
    setVerdict({ number, status: 'checking' });
    void answer.then((said) => setVerdict((now) => (now?.number === number ? said : now)));
    return answer;
  }

  return { verdict, check };
}

async function ask(number: string, propertyId: number | undefined): Promise<LicenceVerdict> {
  try {
    const valid = await call(checkLicence, { query: { number, propertyId } }, { quiet: true });
    return { number, status: 'valid', expiresAt: valid.expiresAt };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const said = error.fieldErrors.adLicenseNumber?.[0] ?? error.fieldErrors.number?.[0];
    return said
      ? { number, status: 'refused', message: said }
      : { number, status: 'unavailable', message: error.message };
  }
}
