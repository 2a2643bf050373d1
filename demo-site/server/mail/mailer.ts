import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.ts';
import type { Db } from '../db.ts';

/** One plain-text message. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Where a message went: the SMTP server, or the demo outbox page. */
export type Delivery = 'smtp' | 'outbox';

const transports = new Map<string, Transporter>();

function transport(url: string): Transporter {
  let found = transports.get(url);
  if (!found) {
    found = nodemailer.createTransport(url);
    transports.set(url, found);
  }
  return found;
}

/**
 * Sends a message of a tenant: through SMTP when `SMTP_URL` is set (from `MAIL_FROM`), else in demo
 * mode into the outbox that staff read at `/staff/outbox`. Outside demo mode without SMTP it throws,
 * so a code is never silently lost.
 */
export async function sendMail(config: Config, db: Db, tenantId: string, mail: Mail): Promise<Delivery> {
  if (config.smtpUrl) {
    await transport(config.smtpUrl).sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text });
    return 'smtp';
  }
  if (!config.demoMode) throw new Error('E-mail is not configured: set SMTP_URL');
  db.prepare('INSERT INTO outbox (tenant_id, recipient, subject, body) VALUES (?, ?, ?, ?)').run(tenantId, mail.to, mail.subject, mail.text);
  db.prepare('DELETE FROM outbox WHERE tenant_id = ? AND id <= (SELECT max(id) - 200 FROM outbox WHERE tenant_id = ?)').run(tenantId, tenantId);
  return 'outbox';
}

/** The newest messages of a tenant's demo outbox (at most 200 are kept). */
export function readOutbox(db: Db, tenantId: string): { recipient: string; subject: string; body: string; createdAt: string }[] {
  return db
    .prepare('SELECT recipient, subject, body, created_at AS createdAt FROM outbox WHERE tenant_id = ? ORDER BY id DESC LIMIT 50')
    .all(tenantId) as { recipient: string; subject: string; body: string; createdAt: string }[];
}
