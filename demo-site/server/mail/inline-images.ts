import type { MailAttachment } from './mailer.ts';

/** Image types a preview may show as `data:` URIs (never SVG, which can carry script). */
const PREVIEW_IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/**
 * The HTML of a message with each `src="cid:…"` of an inline image attachment written as a `data:`
 * URI, for a preview whose policy allows `img-src data:` only. A `cid:` with no such attachment (or of
 * another type) is left as it is, and shows nothing.
 */
export function inlineImagesAsDataUris(html: string, attachments: readonly MailAttachment[]): string {
  const images = new Map<string, string>();
  for (const a of attachments) {
    const type = a.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
    if (!a.cid || !PREVIEW_IMAGE_TYPES.has(type)) continue;
    const base64 = a.encoding === 'base64' ? a.content.replace(/\s+/g, '') : Buffer.from(a.content, 'utf8').toString('base64');
    images.set(a.cid, `data:${type};base64,${base64}`);
  }
  return html.replace(/\bsrc="cid:([^"]*)"/g, (match, cid: string) => {
    const uri = images.get(cid);
    return uri ? `src="${uri}"` : match;
  });
}
