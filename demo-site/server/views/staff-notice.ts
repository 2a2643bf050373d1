import { html, type SafeHtml } from './html.ts';

/** What a staff page says after a form's redirect: politely, or as an alert when the request was refused. */
export interface StaffNotice {
  text: string;
  refused: boolean;
}

/** A staff page's notice: a polite status line, an alert when refused, nothing without one. */
export function staffNotice(notice: StaffNotice | undefined): SafeHtml | '' {
  if (!notice) return '';
  return notice.refused ? html`<p class="form-error" role="alert">${notice.text}</p>` : html`<p class="staff-notice" role="status">${notice.text}</p>`;
}
