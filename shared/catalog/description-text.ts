/**
 * Paragraph texts of a product description's HTML, tags removed and entities decoded: what the
 * server shows before the element sanitizes and renders the HTML itself, and the plain text search
 * engines get.
 */
export function descriptionParagraphs(description: string): string[] {
  const decode = (text: string): string =>
    text
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim();
  const blocks = [...description.matchAll(/<(p|li|h[1-6]|blockquote)\b[^>]*>([\s\S]*?)<\/\1>/gi)].map((m) => decode(m[2] ?? ''));
  return (blocks.length > 0 ? blocks : [decode(description)]).filter(Boolean);
}
