/**
 * The server's content while an element's view loads: a visitor who is on one of its links or buttons
 * stays there when the element upgrades, and lands on the same control of the view when it replaces
 * the server's; a button pressed meanwhile is pressed in the view; the content keeps its own sizes meanwhile (only under a configuration error does it
 * get the larger targets).
 */
import { use, useState, type ReactNode } from 'react';
import { defineElement, type ElementViewProps } from './define-element.tsx';
import { numberAttr } from '../attributes.ts';
import { EARLY_PRESS } from '../focus-handover.ts';
import { afterEach, describe, it } from '../../../test/browser/mocha.ts';
import { expect, defined } from '../../../test/browser/assert.ts';
import { captureConsoleErrors, cleanup, fixture, settle, waitFor } from '../../../test/browser/fixture.ts';

/** The view waits for this before it renders, as a view with a lazily loaded part does. */
let viewCode: Promise<void> = Promise.resolve();
function gateView(): () => void {
  let open = (): void => undefined;
  viewCode = new Promise<void>((resolve) => {
    open = resolve;
  });
  return open;
}

const attributes = { n: numberAttr({ default: 1, min: 1, max: 9, integer: true }) };
function Slow(_: ElementViewProps<typeof attributes>): ReactNode {
  use(viewCode);
  const [pressed, setPressed] = useState(0);
  return (
    <>
      <nav>
        <a href="#a">A</a> <a href="#b">B</a>
      </nav>
      <button type="button" onClick={() => setPressed(pressed + 1)}>
        Go
      </button>
      {pressed > 0 && <p>Pressed {pressed}</p>}
    </>
  );
}

/** What the page's loader does with a press in a server-rendered view (shared/element/loader.ts). */
function pressEarly(button: Element, msAgo = 0): void {
  (globalThis as Record<symbol, unknown>)[EARLY_PRESS] = { button, at: performance.now() - msAgo };
}

const SERVER_VIEW = '<site-element-root data-server=""><nav><a href="#a" style="font: 10px/10px sans-serif">A</a> <a href="#b">B</a></nav><button type="button">Go</button></site-element-root>';

/** The element's own view is in: the server's content and its copy are gone. */
function viewShown(host: Element): boolean {
  return !host.querySelector('[data-server], [data-fallback]') && !!host.querySelector('nav');
}

describe('server content while the view loads', () => {
  const onCleanup: (() => void)[] = [];
  afterEach(() => {
    cleanup();
    onCleanup.splice(0).forEach((undo) => undo());
    viewCode = Promise.resolve();
  });

  it('keeps focus on the control a visitor is on when the element upgrades, then moves it to the same control of the view', async () => {
    const open = gateView();
    // Not a fixture: that waits for the tag's definition, which comes later here.
    const page = document.createElement('div');
    page.innerHTML = `<kit-late>${SERVER_VIEW}</kit-late>`;
    document.body.append(page);
    onCleanup.push(() => page.remove());
    const host = defined(page.querySelector<HTMLElement>('kit-late'));
    const serverLink = defined(host.querySelector<HTMLAnchorElement>('a[href="#b"]'));
    serverLink.focus();
    defineElement('kit-late', Slow, { description: 'a view that waits', attributes });
    await settle();
    expect(host.querySelector('[data-fallback] a[href="#b"]')).toBe(serverLink);
    expect(document.activeElement).toBe(serverLink);

    open();
    await waitFor(() => viewShown(host), { message: 'the view' });
    const viewLink = defined(host.querySelector<HTMLAnchorElement>('a[href="#b"]'));
    expect(viewLink === serverLink).toBe(false);
    expect(document.activeElement).toBe(viewLink);
  });

  it('moves focus to the same control of the view when the visitor tabbed into the server content while it loaded', async () => {
    const open = gateView();
    const host = await fixture(`<kit-slow>${SERVER_VIEW}</kit-slow>`);
    expect(host.querySelector('[data-fallback]') !== null).toBe(true);
    defined(host.querySelector<HTMLButtonElement>('[data-fallback] button')).focus();
    open();
    await waitFor(() => viewShown(host), { message: 'the view' });
    expect(document.activeElement).toBe(host.querySelector('button'));
  });

  it('leaves focus alone when the visitor moved on to something outside the element', async () => {
    const open = gateView();
    const page = await fixture(`<div><kit-slow>${SERVER_VIEW}</kit-slow><button type="button" id="outside">Outside</button></div>`);
    const host = defined(page.querySelector('kit-slow'));
    defined(host.querySelector<HTMLAnchorElement>('[data-fallback] a')).focus();
    const outside = defined(page.querySelector<HTMLButtonElement>('#outside'));
    outside.focus();
    open();
    await waitFor(() => viewShown(host), { message: 'the view' });
    expect(document.activeElement).toBe(outside);
  });

  it('presses, once, the button of the view that a visitor pressed in the server content before the view came', async () => {
    const open = gateView();
    const host = await fixture(`<kit-slow>${SERVER_VIEW}</kit-slow>`);
    pressEarly(defined(host.querySelector('[data-fallback] button')));
    open();
    await waitFor(() => viewShown(host), { message: 'the view' });
    await settle();
    expect(host.querySelector('p')?.textContent).toBe('Pressed 1');
  });

  it('does not press a button that reads differently in the view, nor one pressed more than 10 seconds ago', async () => {
    const open = gateView();
    const renamed = await fixture(`<kit-slow>${SERVER_VIEW.replace('>Go<', '>Stop<')}</kit-slow>`);
    pressEarly(defined(renamed.querySelector('[data-fallback] button')));
    const other = await fixture(`<kit-slow>${SERVER_VIEW}</kit-slow>`);
    open();
    await waitFor(() => viewShown(renamed), { message: 'the view' });
    await settle();
    expect(renamed.querySelector('p')).toBe(null);

    const open2 = gateView();
    const late = await fixture(`<kit-slow>${SERVER_VIEW}</kit-slow>`);
    pressEarly(defined(late.querySelector('[data-fallback] button')), 11_000);
    open2();
    await waitFor(() => viewShown(late), { message: 'the view' });
    await settle();
    expect(late.querySelector('p')).toBe(null);
    expect(other.querySelector('p')).toBe(null);
  });

  it('keeps the server content’s own sizes while the view loads, and gives its links 24 px targets under a configuration error', async () => {
    const page = await fixture(`<div><span>${SERVER_VIEW}</span></div>`);
    const plain = defined(page.querySelector('a')).getBoundingClientRect().height;
    expect(plain < 20).toBe(true);

    const open = gateView();
    const loading = await fixture(`<kit-slow>${SERVER_VIEW}</kit-slow>`);
    expect(defined(loading.querySelector('[data-fallback] a')).getBoundingClientRect().height).toBe(plain);
    open();
    await waitFor(() => viewShown(loading), { message: 'the view' });

    await captureConsoleErrors(async () => {
      const broken = await fixture(`<kit-slow data-n="99">${SERVER_VIEW}</kit-slow>`);
      await waitFor(() => broken.querySelector('[data-site-config-error]'), { message: 'the error notice' });
      expect(defined(broken.querySelector('[data-fallback] a')).getBoundingClientRect().height >= 24).toBe(true);
    });
  });
});

defineElement('kit-slow', Slow, { description: 'a view that waits', attributes });
