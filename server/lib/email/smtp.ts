import nodemailer from 'nodemailer';
import { EmailDeliveryError, type EmailMessage, type EmailSender } from './sender.js';

export interface SmtpOptions {
  host: string;
  port: number;
  /** TLS from the first byte (465); otherwise STARTTLS. */
  secure: boolean;
  /** Refuse a plain connection the server does not upgrade with STARTTLS. */
  requireTls: boolean;
  auth: { user: string; pass: string } | undefined;
  /** For each step: connecting, the greeting, every reply. */
  timeoutMs: number;
}

interface SmtpFailure {
  code?: string;
  responseCode?: number;
}

/**
 * Sends through an SMTP server (a provider's relay or the company's own), one connection per
 * message. Every wait is bounded, so a dead or silent server fails the send in seconds.
 */
export function smtpSender(options: SmtpOptions, from: string): EmailSender {
  const transport = nodemailer.createTransport({
    host: options.host,
    port: options.port,
    secure: options.secure,
    requireTLS: !options.secure && options.requireTls,
    ...(options.auth ? { auth: options.auth } : {}),
    connectionTimeout: options.timeoutMs,
    greetingTimeout: options.timeoutMs,
    socketTimeout: options.timeoutMs,
    dnsTimeout: options.timeoutMs,
    // Content is ours: nothing in a message may make the sender read a file or fetch a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
    logger: false,
  });
  return {
    name: 'smtp',
    async send(message: EmailMessage) {
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
        });
      } catch (error) {
        // The error's text may quote the server; the code and reply code say enough and hold nothing secret.
        const failure = error as SmtpFailure;
        const reason = [failure.code ?? 'ESMTP', failure.responseCode].filter(Boolean).join(' ');
        throw new EmailDeliveryError(`SMTP delivery failed (${reason})`, reason);
      }
    },
  };
}
