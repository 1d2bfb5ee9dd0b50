export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface EmailSender {
  readonly name: string;
  send(message: EmailMessage): Promise<void>;
}

/** The provider refused or could not be reached, or none is configured. */
export class EmailDeliveryError extends Error {
  override readonly name = 'EmailDeliveryError';
}
