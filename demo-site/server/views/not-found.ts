import { html } from './html.ts';
import type { Page } from './types.ts';

/** The 404 page: says what happened and links home. */
export function notFoundPage(what = 'This page does not exist.', homeHref = '/'): Page {
  return {
    title: 'Page not found',
    body: html`<h1>Page not found</h1>
<p>${what}</p>
<p><a href="${homeHref}">Go to the home page</a></p>`,
  };
}

/** The 500 page: nothing private, just an apology and a way on. */
export function errorPage(): Page {
  return {
    title: 'Something went wrong',
    body: html`<h1>Something went wrong</h1>
<p>The page could not be shown. Please try again in a moment.</p>
<p><a href="/">Go to the home page</a></p>`,
  };
}
