import { html, raw, type SafeHtml } from '../../html.ts';
import type { MessageLanguage } from '../../lifecycle/events.ts';
import type { MailAttachment } from '../../mail/mailer.ts';

/** A logo a message carries inside itself: the HTML shows it as `cid:<cid>`, so nothing is fetched. */
export interface BrandLogo {
  /** The Content-ID (`logo@shop.example`). */
  cid: string;
  filename: string;
  contentType: string;
  /** The image's bytes in base64. */
  base64: string;
  /** The size it is shown at, in CSS pixels. */
  width: number;
  height: number;
}

/** The tenant's look in a message: its name, primary colour, logo and home page. */
export interface Brand {
  name: string;
  /** A CSS hex colour; anything else falls back to a neutral blue. */
  color: string;
  /** Shown before the name in the header, with the name as its alt text; none when absent. */
  logo?: BrandLogo;
  homeUrl: string;
  /** The tenant's locale (`en-GB`): dates and money follow it in its own language. */
  locale: string;
}

/** A rendered message: subject, HTML and plain-text parts, attachments. */
export interface RenderedMessage {
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
}

/** What a message says; the layout writes it as HTML and as plain text alike. */
export interface MessageContent {
  subject: string;
  heading: string;
  /** Paragraphs before the details. */
  intro: string[];
  /** Label and value rows (when, where, code, totals). */
  rows?: [string, string][];
  /** Text kept with its line breaks (offline-payment instructions). */
  block?: { title: string; text: string };
  /** The one button (manage the booking, book again). */
  action?: { label: string; url: string };
  /** A titled list of links after the button (the review links of a paid order). */
  links?: { title: string; items: { label: string; url: string }[] };
  /** Paragraphs after the details. */
  outro?: string[];
  /** Why the customer gets this e-mail. */
  reason: string;
  attachments?: MailAttachment[];
}

const FALLBACK_COLOR = '#1f5fbf';

function safeColor(color: string): string {
  return /^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(color) ? color : FALLBACK_COLOR;
}

function paragraphs(items: readonly string[] | undefined, style: string): SafeHtml[] {
  return (items ?? []).map((p) => html`<p style="${raw(style)}">${p}</p>`);
}

function logoImage(logo: BrandLogo | undefined, name: string): SafeHtml | '' {
  if (!logo) return '';
  return html`<img src="cid:${logo.cid}" width="${logo.width}" height="${logo.height}" alt="${name}" style="display:inline-block;vertical-align:middle;border:0;margin:0 12px 0 0">`;
}

function htmlPart(brand: Brand, language: MessageLanguage, content: MessageContent): string {
  const color = safeColor(brand.color);
  const text = 'margin:0 0 16px;font-size:16px;line-height:1.5;color:#1c1c1c';
  const rows = (content.rows ?? []).map(
    ([label, value]) =>
      html`<tr><th scope="row" style="text-align:left;vertical-align:top;padding:6px 16px 6px 0;font-size:14px;color:#555;font-weight:normal">${label}</th><td style="padding:6px 0;font-size:16px;color:#1c1c1c">${value}</td></tr>`,
  );
  const body = html`<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${content.subject}</title></head>
<body style="margin:0;padding:0;background:#f4f4f4;font-family:Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f4"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${raw(color)};padding:20px 24px"><a href="${brand.homeUrl}" style="color:#ffffff;font-size:22px;font-weight:bold;text-decoration:none">${logoImage(brand.logo, brand.name)}<span style="vertical-align:middle">${brand.name}</span></a></td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:22px;color:#1c1c1c">${content.heading}</h1>
${paragraphs(content.intro, text)}
${rows.length ? html`<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${rows}</table>` : ''}
${content.block ? html`<h2 style="margin:0 0 8px;font-size:18px;color:#1c1c1c">${content.block.title}</h2><p style="${raw(text)};white-space:pre-wrap">${content.block.text}</p>` : ''}
${content.action ? html`<p style="margin:8px 0 24px"><a href="${content.action.url}" style="display:inline-block;background:${raw(color)};color:#ffffff;padding:12px 20px;border-radius:6px;font-size:16px;text-decoration:none">${content.action.label}</a></p>` : ''}
${content.links?.items.length ? html`<h2 style="margin:0 0 8px;font-size:18px;color:#1c1c1c">${content.links.title}</h2><ul style="margin:0 0 16px;padding-left:20px">${content.links.items.map((link) => html`<li style="margin:0 0 6px;font-size:16px"><a href="${link.url}" style="color:${raw(color)}">${link.label}</a></li>`)}</ul>` : ''}
${paragraphs(content.outro, text)}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e2e2e2;font-size:13px;line-height:1.5;color:#555">${content.reason}<br><a href="${brand.homeUrl}" style="color:#555">${brand.name}</a></td></tr>
</table></td></tr></table>
</body></html>
`;
  return body.value;
}

function textPart(brand: Brand, content: MessageContent): string {
  const width = Math.max(0, ...(content.rows ?? []).map(([label]) => label.length));
  const lines = [
    brand.name,
    '',
    content.heading,
    '',
    ...content.intro.flatMap((p) => [p, '']),
    ...(content.rows?.length ? [...content.rows.map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${value}`), ''] : []),
    ...(content.block ? [content.block.title, content.block.text, ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.links?.items.length ? [content.links.title, ...content.links.items.map((link) => `${link.label}: ${link.url}`), ''] : []),
    ...(content.outro ?? []).flatMap((p) => [p, '']),
    '--',
    content.reason,
    `${brand.name}: ${brand.homeUrl}`,
  ];
  return lines.join('\n') + '\n';
}

/**
 * Writes a message's content as subject, HTML part (inline styles, the tenant's logo as an inline
 * `cid:` attachment, no remote images, no tracking) and plain-text part.
 */
export function layoutMessage(brand: Brand, language: MessageLanguage, content: MessageContent): RenderedMessage {
  const logo: MailAttachment[] = brand.logo
    ? [{ filename: brand.logo.filename, contentType: brand.logo.contentType, content: brand.logo.base64, encoding: 'base64', cid: brand.logo.cid }]
    : [];
  return {
    subject: content.subject.replace(/[\r\n]+/g, ' '),
    html: htmlPart(brand, language, content),
    text: textPart(brand, content),
    attachments: [...(content.attachments ?? []), ...logo],
  };
}
