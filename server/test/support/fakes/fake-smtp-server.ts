import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope (MAIL FROM, RCPT TO), which may differ from the headers. */
  from: string;
  to: string[];
  /** The message as it arrived, one byte a character (latin1). */
  raw: string;
}

/**
 * How the server behaves now: `accept` takes the login and the mail; `refuse-login` answers the
 * login with 535; `silent` takes the connection and never greets (a server stuck or overloaded).
 */
export type SmtpMode = 'accept' | 'refuse-login' | 'silent';

/** A local SMTP server standing in for the mail provider: login required, STARTTLS off (localhost). */
export interface FakeSmtpServer {
  port: number;
  received: ReceivedMail[];
  /** How many logins were tried, accepted or not. */
  logins(): number;
  setMode(mode: SmtpMode): void;
  close(): Promise<void>;
}

export async function startFakeSmtpServer(credentials: {
  user: string;
  pass: string;
}): Promise<FakeSmtpServer> {
  let mode: SmtpMode = 'accept';
  let logins = 0;
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 1_000,
    onConnect(_session, callback) {
      if (mode !== 'silent') callback();
    },
    onAuth(auth, _session, callback) {
      logins += 1;
      const valid = auth.username === credentials.user && auth.password === credentials.pass;
      if (mode === 'accept' && valid) {
        callback(null, { user: auth.username });
        return;
      }
      callback(Object.assign(new Error('Authentication credentials invalid'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mailFrom = session.envelope.mailFrom;
        received.push({
          from: mailFrom ? mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('latin1'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('the SMTP server has no TCP address');
  return {
    port: address.port,
    received,
    logins: () => logins,
    setMode: (next) => {
      mode = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
