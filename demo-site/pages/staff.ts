import { html } from './html.ts';
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
  recipient: string;
  subject: string;
  body: string;
  createdAt: string;
}

/** The demo outbox (demo mode without SMTP_URL): the newest e-mails the site would have sent. */
export function staffOutboxPage(messages: readonly OutboxMessage[]): Page {
  const items = messages.map(
    (m) => html`<li class="outbox-message"><h2>${m.subject}</h2><p>To ${m.recipient} · <time datetime="${m.createdAt}">${m.createdAt}</time></p><pre>${m.body}</pre></li>`,
  );
  return {
    title: 'Outbox',
    body: html`<h1>Outbox</h1>
<p>E-mails this demo site would have sent. Set SMTP_URL to send them for real.</p>
${messages.length ? html`<ol class="outbox">${items}</ol>` : html`<p>No e-mails yet.</p>`}`,
  };
}
