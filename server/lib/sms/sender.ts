export interface SmsMessage {
  /** E.164 */
  to: string;
  text: string;
}

export interface SmsSender {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/** The provider refused or could not be reached; the caller tells the user to try again. */
export class SmsDeliveryError extends Error {
  override readonly name = 'SmsDeliveryError';
}

export async function postForm(
  url: string,
  form: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
        ...headers,
      },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new SmsDeliveryError(`SMS provider unreachable: ${(error as Error).message}`);
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // keep the raw text for the error message
  }
  return { status: response.status, body };
}
