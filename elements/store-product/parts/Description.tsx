import type { ReactNode } from 'react';
import { SanitizedHtml } from '../../../shared/element/react/sanitized-html.tsx';

/**
 * The product description: its plain text at first (as the server rendered it), then the HTML,
 * sanitized with DOMPurify, once the section comes near the screen. DOMPurify (12 KB) loads only
 * then, so a shopper who never scrolls that far never downloads it.
 */
export function Description({ html, className }: { html: string; className: string }): ReactNode {
  return <SanitizedHtml html={html} className={className} whenVisible />;
}
