/** A fragment of HTML that is already safe to insert as is. */
export class SafeHtml {
  /** The HTML text. */
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  /** The HTML text (so a fragment can be sent or concatenated directly). */
  toString(): string {
    return this.value;
  }
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for an HTML text node or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
}

/** Marks a trusted fragment (one this code wrote, never user or database input) as safe HTML. */
export function raw(fragment: string): SafeHtml {
  return new SafeHtml(fragment);
}

/** A value that can go into the `html` template: text is escaped, fragments kept, lists joined, nothing dropped. */
export type HtmlValue = SafeHtml | string | number | boolean | null | undefined | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map((item: HtmlValue) => render(item)).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

/**
 * Tagged template that escapes every interpolated value unless it is a `SafeHtml` (from `html`
 * or `raw`). `null`, `undefined` and `false` render nothing, so `${cond && html`…`}` works.
 * Attribute values must be quoted: `<a href="${url}">`.
 */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  for (let i = 0; i < values.length; i++) out += render(values[i]) + (strings[i + 1] ?? '');
  return new SafeHtml(out);
}

/**
 * JSON text that is safe inside `<script type="application/json">`: `<`, `>`, `&` and the line
 * separators U+2028/U+2029 become `\uXXXX` escapes, so no `</script>` or `<!--` can appear.
 */
export function safeJson(data: unknown): string {
  return (JSON.stringify(data) ?? 'null').replace(/[<>&\u2028\u2029]/g, (ch) => '\\u' + ch.charCodeAt(0).toString(16).padStart(4, '0'));
}

/** An inline `<script type="application/json">` data block (the payload form elements read). */
export function jsonScript(data: unknown): SafeHtml {
  return raw(`<script type="application/json">${safeJson(data)}</script>`);
}
