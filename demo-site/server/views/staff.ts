import type { DeliveryView } from '../notify/deliveries-view.ts';
import { html, type SafeHtml } from './html.ts';
import type { Page } from './types.ts';

/** What the sign-in form shows: the e-mail typed so far, an error line, where to go after. */
export interface SignInView {
  email?: string;
  error?: string;
  next?: string;
  /** The form's action (keeps an explicit `?org=`). */
  action: string;
  /** Shown when the visitor is already signed in. */
  signedInAs?: string;
}

/** The staff sign-in page: a plain form that works without JavaScript. */
export function staffSignInPage(view: SignInView): Page {
  const error = view.error ? html`<p class="form-error" role="alert" id="sign-in-error">${view.error}</p>` : '';
  const described = view.error ? html` aria-describedby="sign-in-error"` : '';
  return {
    title: 'Staff sign-in',
    body: html`<h1>Staff sign-in</h1>
${view.signedInAs ? html`<p>You are signed in as ${view.signedInAs}.</p>` : ''}
${error}
<form class="staff-form" method="post" action="${view.action}">
<input type="hidden" name="next" value="${view.next ?? ''}">
<div data-field><label for="staff-email">Email</label><input id="staff-email" name="email" type="email" autocomplete="username" required maxlength="254" value="${view.email ?? ''}"${described}></div>
<div data-field><label for="staff-password">Password</label><input id="staff-password" name="password" type="password" autocomplete="current-password" required maxlength="256"${described}></div>
<button type="submit">Sign in</button>
</form>`,
  };
}

/** A short page for a refused form post (another site's form, or a missing field). */
export function staffRefusedPage(message: string): Page {
  return { title: 'Staff sign-in', body: html`<h1>Staff sign-in</h1><p role="alert">${message}</p><p><a href="/staff/sign-in">Back to sign-in</a></p>` };
}

/** One message of the demo outbox as the outbox page shows it. */
export interface OutboxMessage {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  hasHtml: boolean;
  attachments: readonly string[];
  createdAt: string;
}

/** What the outbox page shows: the demo outbox's messages, the recent deliveries, and whether SMTP is on. */
export interface OutboxView {
  messages: readonly OutboxMessage[];
  deliveries: readonly DeliveryView[];
  smtp: boolean;
  /** The link to a message's own part (`message.html`, `invite.ics`). */
  partHref: (id: number, file: string) => string;
  /** The links between the staff pages. */
  nav: SafeHtml;
}

function deliveryRow(d: DeliveryView) {
  const when = d.status === 'sent' ? d.sentAt : d.status === 'pending' ? d.nextAttemptAt : null;
  const note = d.status === 'sent' ? 'sent' : d.status === 'pending' ? (d.attempts ? 'next try' : 'due') : '';
  return html`<tr class="delivery-${d.status}"><td><time datetime="${d.createdAt}">${d.createdAt}</time></td><td>${d.eventType}</td><td>${d.channel === 'email' ? 'E-mail' : 'Webhook'}</td><td>${d.recipient}</td><td>${d.status}${when ? html` (${note} <time datetime="${when}">${when}</time>)` : ''}</td><td>${d.attempts}</td><td>${d.lastError ?? ''}</td></tr>`;
}

/** The outbox page: the recent deliveries (failures visible) and, in demo mode without SMTP_URL, the e-mails the site would have sent. */
export function staffOutboxPage(view: OutboxView): Page {
  const items = view.messages.map((m) => {
    const parts = [...(m.hasHtml ? ['message.html'] : []), ...m.attachments].map((file) => html` · <a href="${view.partHref(m.id, file)}">${file}</a>`);
    return html`<li class="outbox-message"><h2>${m.subject}</h2><p>To ${m.recipient} · <time datetime="${m.createdAt}">${m.createdAt}</time>${parts}</p><pre>${m.body}</pre></li>`;
  });
  const deliveries = view.deliveries.length
    ? html`<table class="deliveries"><caption>Recent e-mails and webhooks</caption><thead><tr><th scope="col">Created</th><th scope="col">Event</th><th scope="col">Channel</th><th scope="col">To</th><th scope="col">Status</th><th scope="col">Attempts</th><th scope="col">Last error</th></tr></thead><tbody>${view.deliveries.map(deliveryRow)}</tbody></table>`
    : html`<p>No e-mails or webhooks yet.</p>`;
  return {
    title: 'Outbox',
    body: html`${view.nav}
<h1>Outbox</h1>
<h2>Deliveries</h2>
<p>Every e-mail and webhook of this site: sent, waiting for a retry, or failed with the last error.</p>
${deliveries}
<h2>Messages</h2>
${view.smtp ? html`<p>E-mail is sent through SMTP_URL; copies are not kept here.</p>` : html`<p>E-mails this demo site would have sent. Set SMTP_URL to send them for real.</p>`}
${view.messages.length ? html`<ol class="outbox">${items}</ol>` : html`<p>No e-mails yet.</p>`}`,
  };
}
