import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.ts';
import { sql } from 'kysely';
import type { Data } from '../database.ts';
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
export async function sendMail(config: Config, data: Data, tenantId: string, mail: Mail): Promise<Delivery> {
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
  await data
    .insertInto('outbox')
    .values({
      tenant_id: tenantId,
      recipient: mail.to,
      subject: mail.subject,
      body: mail.text,
      html: mail.html ?? '',
      attachments: JSON.stringify(mail.attachments ?? []),
      message_id: mail.messageId ?? null,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await data
    .deleteFrom('outbox')
    .where('tenant_id', '=', tenantId)
    .where('id', '<=', sql<number>`(SELECT max(id) - ${OUTBOX_KEPT} FROM outbox WHERE tenant_id = ${tenantId})`)
    .execute();
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
export async function readOutbox(data: Data, tenantId: string): Promise<OutboxRow[]> {
  const rows = await data
    .selectFrom('outbox')
    .select(['id', 'recipient', 'subject', 'body', 'html', 'attachments', 'created_at as createdAt'])
    .where('tenant_id', '=', tenantId)
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  return rows.map(({ html, ...row }) => ({
    ...row,
    hasHtml: html !== '',
    attachments: (JSON.parse(row.attachments) as MailAttachment[]).filter((a) => !a.cid).map((a) => a.filename),
  }));
}

/**
 * One outbox message as staff preview it, when it belongs to the tenant: its HTML with the inline
 * images (`cid:`) as `data:` URIs (the preview's policy allows no other image), and its attached files.
 */
export async function outboxMessage(
  data: Data,
  tenantId: string,
  id: number,
): Promise<{ subject: string; html: string; attachments: MailAttachment[] } | undefined> {
  const row = await data
    .selectFrom('outbox')
    .select(['subject', 'html', 'attachments'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const attachments = JSON.parse(row.attachments) as MailAttachment[];
  return { subject: row.subject, html: inlineImagesAsDataUris(row.html, attachments), attachments: attachments.filter((a) => !a.cid) };
}
