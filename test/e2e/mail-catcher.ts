/**
 * A real SMTP server for the end-to-end suite (the `smtp-server` package on a free local port) that
 * keeps every message it accepts, parsed with `mailparser`, so journeys can wait for the e-mail a
 * customer would receive and read its subject, parts and attachments.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One received message: the envelope recipients and the parsed message. */
export interface CaughtMail {
  to: string[];
  mail: ParsedMail;
}

/** The running catcher. */
export interface MailCatcher {
  /** `smtp://127.0.0.1:PORT` for the demo server's SMTP_URL. */
  url: string;
  messages: CaughtMail[];
  /** Resolves with the first message (already received or still to come) that `match` accepts. */
  waitFor(match: (message: CaughtMail) => boolean, timeout?: number): Promise<CaughtMail>;
  stop(): Promise<void>;
}

/** Starts an SMTP server on a free port that accepts any sender and recipient without authentication. */
export async function startMailCatcher(): Promise<MailCatcher> {
  const messages: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()), mail });
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;

  const waitFor = (match: (message: CaughtMail) => boolean, timeout = 20_000) =>
    new Promise<CaughtMail>((resolve, reject) => {
      const check = () => {
        const found = messages.find(match);
        if (!found) return false;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        const seen = messages.map((m) => `${m.to.join(',')}: ${m.mail.subject ?? ''}`).join('\n  ') || '(none)';
        reject(new Error(`no matching e-mail within ${timeout} ms; received:\n  ${seen}`));
      }, timeout);
      waiters.add(check);
      check();
    });

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
