import { html, type SafeHtml } from './html.ts';

/** What a simulator page shows, wrapped by `simDocument`. */
export interface SimPage {
  title: string;
  body: SafeHtml;
}

/**
 * A whole page of a local payment provider simulator: labelled on every page as a simulator, no
 * scripts, no inline styles (the CSP allows neither), not indexed, and never cached.
 */
export function simDocument(page: SimPage): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${page.title} · Payment simulator</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/demo.css">
</head>
<body>
<header class="site-header">
<p class="demo-notice" role="note"><strong>Payment simulator.</strong> This page is a local simulator of a payment provider for the demo site. No real payment is made and no money moves.</p>
</header>
<main id="main" class="sim-page">
<h1>${page.title}</h1>
${page.body}
</main>
</body>
</html>
`.value;
}

/** A one-button form that POSTs back to `action` with the object's form token. */
export function simButton(action: string, token: string, name: string, value: string, label: string): SafeHtml {
  return html`<form method="post" action="${action}" class="sim-action"><input type="hidden" name="token" value="${token}"><button type="submit" name="${name}" value="${value}">${label}</button></form>`;
}

/** A definition list of label/value pairs (values escaped). */
export function simFacts(facts: [string, string][]): SafeHtml {
  return html`<dl class="sim-facts">${facts.map(([label, value]) => html`<dt>${label}</dt><dd>${value}</dd>`)}</dl>`;
}
