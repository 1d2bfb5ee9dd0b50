import type { Recipient } from './recipient.js';

export interface EmailMessage {
  /** Made by `recipient.ts` only: a verified, staff or being-verified address. */
  to: Recipient;
  subject: string;
  text: string;
  /** The same content as HTML; mail clients show it in place of the text. */
  html?: string;
}

export interface EmailSender {
  readonly name: string;
  send(message: EmailMessage): Promise<void>;
}

/** The provider refused or could not be reached, or none is configured. */
export class EmailDeliveryError extends Error {
  override readonly name = 'EmailDeliveryError';

  /** Why, in words safe for a log line: an error code and the server's reply code (EAUTH 535). */
  readonly reason: string;

  constructor(message: string, reason = 'unavailable') {
    super(message);
    this.reason = reason;
  }
}
