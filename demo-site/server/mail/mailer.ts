import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.ts';
import type { Db } from '../db.ts';
import { inlineImagesAsDataUris } from './inline-images.ts';

/** A file sent with a message (the `.ics` invitation, the tenant's logo). */
export interface MailAttachment {
  filename: string;
  /** The full media type, parameters included (`text/calendar; charset=utf-8; method=REQUEST`). */
  contentType: string;
  content: string;
  /** `base64` when `content` holds binary bytes (an image) in base64. */
  encoding?: 'base64';
  /** An image the HTML part shows inline as `cid:<cid>` (sent as part of the message, never fetched). */
  cid?: string;
}

/** One message: a plain-text part, optionally an HTML part, attachments and a stable Message-ID. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: readonly MailAttachment[];
  /** `<…@host>`; the same message sent twice carries the same id. */
  messageId?: string;
}

/** Where a message went: the SMTP server, or the demo outbox page. */
export type Delivery = 'smtp' | 'outbox';

/** How many messages the demo outbox keeps per tenant. */
export const OUTBOX_KEPT = 200;

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
 * so a message is never silently lost. A repeated Message-ID adds no second outbox row.
 */
export async function sendMail(config: Config, db: Db, tenantId: string, mail: Mail): Promise<Delivery> {
  if (config.smtpUrl) {
    await transport(config.smtpUrl).sendMail({
      from: config.mailFrom,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      ...(mail.messageId ? { messageId: mail.messageId } : {}),
      attachments: (mail.attachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: a.content,
        ...(a.encoding ? { encoding: a.encoding } : {}),
        ...(a.cid ? { cid: a.cid } : {}),
      })),
    });
    return 'smtp';
  }
  if (!config.demoMode) throw new Error('E-mail is not configured: set SMTP_URL');
  db.prepare('INSERT OR IGNORE INTO outbox (tenant_id, recipient, subject, body, html, attachments, message_id) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    tenantId,
    mail.to,
    mail.subject,
    mail.text,
    mail.html ?? '',
    JSON.stringify(mail.attachments ?? []),
    mail.messageId ?? null,
  );
  db.prepare('DELETE FROM outbox WHERE tenant_id = ? AND id <= (SELECT max(id) - ? FROM outbox WHERE tenant_id = ?)').run(tenantId, OUTBOX_KEPT, tenantId);
  return 'outbox';
}

/** One message of a tenant's demo outbox. */
export interface OutboxRow {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  /** Whether it has an HTML part (read it with `outboxMessage`). */
  hasHtml: boolean;
  /** The names of its attached files (inline images are part of the HTML). */
  attachments: string[];
  createdAt: string;
}

/** The newest messages of a tenant's demo outbox (at most 200 are kept, 50 are listed). */
export function readOutbox(db: Db, tenantId: string): OutboxRow[] {
  const rows = db
    .prepare(
      `SELECT id, recipient, subject, body, html != '' AS hasHtml, attachments, created_at AS createdAt
       FROM outbox WHERE tenant_id = ? ORDER BY id DESC LIMIT 50`,
    )
    .all(tenantId) as (Omit<OutboxRow, 'hasHtml' | 'attachments'> & { hasHtml: number; attachments: string })[];
  return rows.map((row) => ({
    ...row,
    hasHtml: row.hasHtml === 1,
    attachments: (JSON.parse(row.attachments) as MailAttachment[]).filter((a) => !a.cid).map((a) => a.filename),
  }));
}

/**
 * One outbox message as staff preview it, when it belongs to the tenant: its HTML with the inline
 * images (`cid:`) as `data:` URIs (the preview's policy allows no other image), and its attached files.
 */
export function outboxMessage(db: Db, tenantId: string, id: number): { subject: string; html: string; attachments: MailAttachment[] } | undefined {
  const row = db.prepare('SELECT subject, html, attachments FROM outbox WHERE tenant_id = ? AND id = ?').get(tenantId, id) as
    | { subject: string; html: string; attachments: string }
    | undefined;
  if (!row) return undefined;
  const attachments = JSON.parse(row.attachments) as MailAttachment[];
  return { subject: row.subject, html: inlineImagesAsDataUris(row.html, attachments), attachments: attachments.filter((a) => !a.cid) };
}
