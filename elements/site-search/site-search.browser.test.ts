import { sendKeys, setViewport } from '@web/test-runner-commands';
import { $toasts } from '../../shared/toast/store.ts';
import { afterEach, before, beforeEach, describe, it } from '../../test/browser/mocha.ts';
import { defined, expect } from '../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../test/browser/axe.ts';
import { pressKey } from '../../test/browser/keys.ts';
import { cleanup, click, fixture, recordEvents, settle, waitFor } from '../../test/browser/fixture.ts';
import { insertServerHtml, installFallbackStylesheet, removeServerHtml, waitForUpgrade } from '../../test/browser/upgrade.ts';

interface Call {
  url: string;
  keyword: string;
  signal: AbortSignal | null;
}

type Answer = { status: number; body: unknown; delay?: number };

const realFetch = window.fetch;
let calls: Call[] = [];
let answer: (keyword: string) => Answer = () => ({ status: 200, body: { data: [] } });

const hits = [
  { data: { title: 'Aurora Wireless Headphones' }, url: '/store/product/NW-AUDIO-01', content: 'Over-ear <b>headphones</b> with 30 hours of battery.<img src=x onerror="window.__xss=1">' },
  { data: { title: 'Help Center' }, url: '/help', content: 'Answers to the questions customers ask most.' },
];

/** Replaces fetch for /api/search-data calls with `answer(keyword)`, honouring abort signals. */
function stubFetch(): void {
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/api/search-data/')) return realFetch(input, init);
    const keyword = url.searchParams.get('keyword') ?? '';
    const signal = request.signal ?? init?.signal ?? null;
    calls.push({ url: url.pathname, keyword, signal });
    const { status, body, delay = 0 } = answer(keyword);
    return new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(() => resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })), delay);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
  };
}

const trigger = (el: Element): HTMLButtonElement => defined(el.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"]'), 'Search button');
const dialogOf = (el: Element): HTMLDialogElement => defined(el.querySelector('dialog'), 'dialog');
const combobox = (el: Element): HTMLInputElement => defined(el.querySelector<HTMLInputElement>('[role="combobox"]'), 'combobox');
const options = (el: Element): HTMLElement[] => Array.from(el.querySelectorAll<HTMLElement>('[role="option"]'));
const statusText = (el: Element): string => el.querySelector('[role="status"]')?.textContent ?? '';

async function typeInto(el: Element, text: string): Promise<void> {
  combobox(el).focus();
  await sendKeys({ type: text });
  await settle();
}

beforeEach(() => {
  calls = [];
  answer = (keyword) => ({ status: 200, body: { data: keyword.startsWith('zz') ? [] : hits } });
  stubFetch();
});

afterEach(async () => {
  window.fetch = realFetch;
  for (const d of Array.from(document.querySelectorAll('dialog'))) if (d.open) d.close();
  cleanup();
  $toasts.set([]);
  await setViewport({ width: 1024, height: 768 });
});

describe('<site-search> upgrade', () => {
  it('takes the box the pre-upgrade stylesheet reserved, at 767 and 768 px', async () => {
    await installFallbackStylesheet();
    const el = insertServerHtml('<div><site-search></site-search></div>');
    const host = defined(el.querySelector('site-search'));
    const sizes: Record<number, DOMRect> = {};
    for (const width of [767, 768]) {
      await setViewport({ width, height: 700 });
      await settle();
      sizes[width] = host.getBoundingClientRect();
    }
    await import('./site-search.element.ts');
    await waitForUpgrade(el, 'site-search');
    for (const width of [767, 768]) {
      await setViewport({ width, height: 700 });
      await settle();
      const box = trigger(host).getBoundingClientRect();
      const before = defined(sizes[width]);
      expect([box.x, box.y, box.width, box.height].map(Math.round)).toEqual([before.x, before.y, before.width, before.height].map(Math.round));
    }
    removeServerHtml();
  });
});

describe('<site-search> dialog and combobox', () => {
  before(async () => {
    await import('./site-search.element.ts');
  });

  it('renders a Search button that opens a modal dialog with the combobox focused; Escape closes and returns focus', async () => {
    const el = await fixture('<site-search></site-search>');
    const button = trigger(el);
    expect(button.textContent).toMatch('Search');
    expect(button).toHaveAttribute('aria-keyshortcuts', '/ Control+K Meta+K');
    await expectNoAxeViolations(el);
    button.focus();
    await pressKey('Enter');
    expect(dialogOf(el).open).toBe(true);
    expect(document.activeElement).toBe(combobox(el));
    expect(combobox(el)).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(el);
    await pressKey('Escape');
    expect(dialogOf(el).open).toBe(false);
    expect(document.activeElement).toBe(button);
  });

  it('searches after typing pauses, once, and lists title, address and a highlighted plain-text snippet', async () => {
    const el = await fixture('<site-search data-debounce="120" data-datatype="products"></site-search>');
    await click(trigger(el));
    await typeInto(el, 'head');
    expect(calls).toHaveLength(0);
    await waitFor(() => options(el).length === 2, { message: 'two results' });
    expect(calls.map((c) => `${c.url}?${c.keyword}`)).toEqual(['/api/search-data/products?head']);
    const first = defined(options(el)[0]);
    expect(Array.from(first.querySelectorAll('mark')).map((m) => m.textContent)).toEqual(['Head', 'head']);
    expect(first.textContent).toMatch('/store/product/NW-AUDIO-01');
    expect(first.textContent).toMatch('Over-ear headphones with 30 hours of battery.');
    expect(first.querySelector('img, b')).toBeNull();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
    expect(combobox(el)).toHaveAttribute('aria-expanded', 'true');
    expect(statusText(el)).toBe('2 results');
    await expectNoAxeViolations(el);
  });

  it('moves through results with the arrow keys and opens the chosen one with Enter', async () => {
    const el = await fixture('<site-search data-debounce="0"></site-search>');
    await click(trigger(el));
    await typeInto(el, 'help');
    await waitFor(() => options(el).length === 2);
    await pressKey('ArrowDown');
    expect(combobox(el)).toHaveAttribute('aria-activedescendant', defined(options(el)[0]).id);
    expect(defined(options(el)[0])).toHaveAttribute('aria-selected', 'true');
    await pressKey('ArrowDown');
    await pressKey('ArrowDown');
    expect(combobox(el)).toHaveAttribute('aria-activedescendant', defined(options(el)[0]).id);
    await pressKey('ArrowUp');
    expect(defined(options(el)[1])).toHaveAttribute('aria-selected', 'true');
    expect(document.activeElement).toBe(combobox(el));
    await expectNoAxeViolations(el);
    const chosen = recordEvents<{ title: string; url: string }>(document, 'site-search-select');
    const stay = (event: Event): void => event.preventDefault();
    document.addEventListener('site-search-select', stay);
    await pressKey('Enter');
    document.removeEventListener('site-search-select', stay);
    chosen.stop();
    expect(chosen.events.map((e) => e.detail)).toEqual([{ title: 'Help Center', url: '/help' }]);
  });

  it('clears the results at once when the box is emptied', async () => {
    const el = await fixture('<site-search data-debounce="0"></site-search>');
    await click(trigger(el));
    await typeInto(el, 'ab');
    await waitFor(() => options(el).length === 2);
    await pressKey('Backspace');
    await pressKey('Backspace');
    expect(options(el)).toHaveLength(0);
    expect(statusText(el)).toBe('');
    expect(combobox(el)).toHaveAttribute('aria-expanded', 'false');
  });

  it("says 'No results found.' when nothing matches", async () => {
    const el = await fixture('<site-search data-debounce="0"></site-search>');
    await click(trigger(el));
    await typeInto(el, 'zzz');
    await waitFor(() => statusText(el) === 'No results found.', { message: 'No results found.' });
    await expectNoAxeViolations(el);
  });

  it("shows 'Search Not Configured' for a site without search", async () => {
    answer = () => ({ status: 404, body: { error: { code: 'search_not_configured', message: 'Search Not Configured' } } });
    const el = await fixture('<site-search data-debounce="0"></site-search>');
    await click(trigger(el));
    await typeInto(el, 'x');
    await waitFor(() => el.textContent?.includes('Search Not Configured'), { message: 'the notice' });
    expect(options(el)).toHaveLength(0);
    await expectNoAxeViolations(el);
  });

  it("puts a server error's message in the shared toast and shows an empty result", async () => {
    answer = () => ({ status: 400, body: { error: { code: 'invalid', message: 'keyword: must be at most 200 characters' } } });
    const el = await fixture('<site-search data-debounce="0"></site-search>');
    await click(trigger(el));
    await typeInto(el, 'x');
    await waitFor(() => $toasts.get().length === 1, { message: 'a toast' });
    expect($toasts.get().map((t) => [t.text, t.tone])).toEqual([['keyword: must be at most 200 characters', 'error']]);
    expect(options(el)).toHaveLength(0);
    expect(statusText(el)).toBe('No results found.');
    expect(document.querySelector('site-toast')).not.toBeNull();
  });

  it('never renders a stale answer: a slow first search loses to a later one', async () => {
    answer = (keyword) => ({ status: 200, body: { data: keyword === 'a' ? hits : [hits[1]] }, delay: keyword === 'a' ? 300 : 0 });
    const el = await fixture('<site-search data-debounce="0"></site-search>');
    await click(trigger(el));
    await typeInto(el, 'a');
    await waitFor(() => calls.length === 1);
    await typeInto(el, 'b');
    await waitFor(() => options(el).length === 1, { message: 'the second answer' });
    expect(defined(calls[0]).signal?.aborted).toBe(true);
    await new Promise((done) => setTimeout(done, 400));
    expect(options(el)).toHaveLength(1);
    expect(options(el)[0]?.textContent).toMatch('Help Center');
  });

  it('opens with / (not while typing elsewhere) and with Ctrl+K', async () => {
    const el = await fixture('<div><label>Note <input id="note"></label><site-search></site-search></div>');
    const note = defined(el.querySelector<HTMLInputElement>('#note'));
    note.focus();
    await pressKey('/');
    expect(note.value).toBe('/');
    expect(dialogOf(el).open).toBe(false);
    note.blur();
    await pressKey('/');
    expect(dialogOf(el).open).toBe(true);
    expect(combobox(el).value).toBe('');
    dialogOf(el).close();
    note.focus();
    await pressKey('Control+k');
    expect(dialogOf(el).open).toBe(true);
    expect(document.activeElement).toBe(combobox(el));
  });
});

describe('<site-search> at 767 and 768 px', () => {
  it('below 768 px: an icon button still named Search, and a full-screen dialog', async () => {
    await setViewport({ width: 767, height: 700 });
    const el = await fixture('<site-search></site-search>');
    const box = trigger(el).getBoundingClientRect();
    expect(Math.round(box.width)).toBe(40);
    expect(trigger(el).textContent).toMatch('Search');
    await click(trigger(el));
    const rect = dialogOf(el).getBoundingClientRect();
    expect(Math.round(rect.width)).toBe(767);
    expect(Math.round(rect.height)).toBe(700);
    await expectNoAxeViolations(el);
  });

  it('from 768 px: a wide button with its text and shortcut, and a centred dialog', async () => {
    await setViewport({ width: 768, height: 700 });
    const el = await fixture('<site-search></site-search>');
    expect(Math.round(trigger(el).getBoundingClientRect().width)).toBe(192);
    expect(getComputedStyle(defined(el.querySelector('kbd'))).display).not.toBe('none');
    await click(trigger(el));
    const rect = dialogOf(el).getBoundingClientRect();
    expect(rect.width).toBeLessThan(768);
    expect(rect.top).toBeGreaterThan(0);
    await expectNoAxeViolations(el);
  });
});
