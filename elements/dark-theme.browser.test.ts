/**
 * Theming (issue 11): representative elements in the dark theme (tokens from site-elements.css on
 * `<html data-site-theme="dark">`, page colours from the tokens as a site's CSS sets them) pass axe,
 * colour contrast included.
 */
import './site-accordion/site-accordion.element.ts';
import './site-tabs/site-tabs.element.ts';
import './site-toast/site-toast.element.ts';
import './site-theme-switch/site-theme-switch.element.ts';
import { after, afterEach, before, describe, it } from '../test/browser/mocha.ts';
import { expect } from '../test/browser/assert.ts';
import { expectNoAxeViolations } from '../test/browser/axe.ts';
import { cleanup, fixture, settle, waitFor } from '../test/browser/fixture.ts';
import { themeStylesheet } from '../shared/theme/theme-css.ts';
import { $toasts, showToast } from '../shared/toast/store.ts';

const style = document.createElement('style');
before(() => {
  style.textContent = `${themeStylesheet()}body{background:var(--site-color-surface);color:var(--site-color-text)}`;
  // Before the elements' own CSS, as site-elements.css comes first in a page's <head>.
  document.head.prepend(style);
  document.documentElement.setAttribute('data-site-theme', 'dark');
});
after(() => {
  style.remove();
  document.documentElement.removeAttribute('data-site-theme');
});
afterEach(() => {
  cleanup();
  $toasts.set([]);
  document.querySelectorAll('site-toast').forEach((el) => el.remove());
});

describe('dark theme', () => {
  it('is applied: the page surface is dark', () => {
    expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(20, 23, 28)');
  });

  it('<site-accordion> and <site-tabs> pass axe with colour contrast', async () => {
    const el = await fixture(`<div>
<site-accordion data-label="Questions"><details open><summary>Do you ship abroad?</summary><p>Yes, to 40 countries.</p></details><details><summary>Returns?</summary><p>Within 30 days.</p></details></site-accordion>
<site-tabs data-hash="false" data-label="Details"><section id="a"><h3>Overview</h3><p>First panel.</p></section><section id="b"><h3>Specs</h3><p>Second panel.</p></section></site-tabs>
</div>`);
    await waitFor(() => el.querySelector('[role="tab"]'), { message: 'the tabs' });
    await expectNoAxeViolations(el);
  });

  it('<site-toast> messages (info and error) and <site-theme-switch> pass axe with colour contrast', async () => {
    const el = await fixture('<div><site-toast></site-toast><site-theme-switch data-storage-key="dark-test"></site-theme-switch></div>');
    showToast('Added to cart: 1 Mug');
    showToast('Failed to add item to cart', { tone: 'error' });
    await settle();
    expect(el.querySelectorAll('site-toast p').length).toBe(2);
    await expectNoAxeViolations(el);
    localStorage.removeItem('dark-test');
  });
});
