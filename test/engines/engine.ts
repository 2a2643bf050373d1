/**
 * What a test drives, the same in every engine: an `EnginePage` over a browser tab (Firefox ESR over
 * WebDriver BiDi with puppeteer-core, WebKitGTK over classic WebDriver with selenium-webdriver), and
 * the steps built on it (click, fill, wait, Tab to a control) that work the same on both.
 */
import { PAGE_HELPERS } from './page-helpers.ts';

/** The engines this suite runs in. */
export type EngineName = 'firefox' | 'webkit';

/** An accessible name or text to match: a string (case-insensitive substring, or equal with `exact`) or a pattern. */
export type Name = string | RegExp;

/** An element found the way a user finds it: by role and name, label, or CSS and text, optionally inside `within`. */
export interface Target {
  css?: string;
  role?: string;
  name?: Name;
  label?: Name;
  text?: Name;
  exact?: boolean;
  within?: string;
  nth?: number;
  /** Also match elements that take no room on screen. */
  hidden?: boolean;
}

/** One browser tab, driven by the engine's own protocol. Everything else is built on these few calls. */
export interface EnginePage {
  readonly engine: EngineName;
  readonly baseURL: string;
  /** Opens a path of the demo site (or a full URL) and waits for its load event. */
  open(path: string): Promise<void>;
  /** Runs `body` (a function body that may `await` and `return`) in the page with `arg` and the page helpers in scope. */
  script<T>(body: string, arg?: unknown): Promise<T>;
  /** Runs a whole script as it is (e.g. axe-core's source). */
  inject(source: string): Promise<void>;
  /** A real mouse click in the middle of the element that `selector` matches. */
  clickSelector(selector: string): Promise<void>;
  /** Presses one key (`Tab`, `Shift+Tab`, `Enter`, `Space`, `Escape`, arrows, `Home`, `End`, `PageDown`, a letter). */
  press(key: string): Promise<void>;
  /** Types text into the focused element, key by key. */
  type(text: string): Promise<void>;
  url(): Promise<string>;
  /** Sets the size of the viewport. */
  resize(width: number, height: number): Promise<void>;
  /** Problems seen by the engine itself (uncaught errors, console errors) since the last call. */
  takeEngineProblems(): string[];
  close(): Promise<void>;
}

/** Wraps a body for `script()`: an async function of `arg` with the page helpers in scope, as an expression. */
export function scriptSource(body: string, arg: unknown): string {
  return `(async (arg) => {${PAGE_HELPERS}\n${body}\n})(${JSON.stringify(arg ?? null)})`;
}

/** A `Name` as JSON for the page (patterns as `{ re, flags }`). */
function jsonName(name: Name | undefined): unknown {
  return name instanceof RegExp ? { re: name.source, flags: name.flags } : name;
}

function jsonTarget(t: Target): unknown {
  return { ...t, name: jsonName(t.name), label: jsonName(t.label), text: jsonName(t.text) };
}

/** Describes a target for messages. */
export function describe(t: Target): string {
  return [t.within && `in ${t.within}`, t.css, t.role && `role=${t.role}`, t.name != null && `name ${String(t.name)}`, t.label != null && `label ${String(t.label)}`, t.text != null && `text ${String(t.text)}`]
    .filter(Boolean)
    .join(' ');
}

/** Resolves after `ms`. */
export function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

/** Polls a page script until it returns something truthy (what it returned), or fails with `what` after `timeout` ms. */
export async function waitUntil<T>(page: EnginePage, what: string, body: string, arg?: unknown, timeout = 10_000): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      const value = await page.script<T>(body, arg);
      if (value) return value;
    } catch (error) {
      // A navigation in progress: try again.
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`timed out after ${timeout} ms waiting for ${what}${last ? ` (last error: ${String(last).split('\n')[0]})` : ''}`);
    await sleep(100);
  }
}

/** Waits until the target is on the page (visible unless `hidden`). */
export async function waitFor(page: EnginePage, t: Target, timeout = 10_000): Promise<void> {
  await waitUntil(page, describe(t), 'return !!locate(arg);', jsonTarget(t), timeout);
}

/** Waits until no element matches the target. */
export async function waitForNone(page: EnginePage, t: Target, timeout = 10_000): Promise<void> {
  await waitUntil(page, `no ${describe(t)}`, 'return !locate(arg);', jsonTarget(t), timeout);
}

/** How many elements match the target now. */
export function count(page: EnginePage, t: Target): Promise<number> {
  return page.script<number>('return locateAll(arg).length;', jsonTarget(t));
}

/** The target's text (trimmed, spaces collapsed), once it is there. */
export async function textOf(page: EnginePage, t: Target): Promise<string> {
  await waitFor(page, t);
  return page.script<string>('const el = locate(arg); return el ? textOf(el) : "";', jsonTarget(t));
}

/** An attribute of the target, once it is there. */
export async function attribute(page: EnginePage, t: Target, name: string): Promise<string | null> {
  await waitFor(page, t);
  return page.script<string | null>('const el = locate(arg.t); return el ? el.getAttribute(arg.name) : null;', { t: jsonTarget(t), name });
}

/** Finds the target, scrolls it into view and marks it once its box stays put for two frames (no animation moves it). */
const STILL = `
  const el = locate(arg);
  if (!el) return '';
  el.scrollIntoView({ block: 'center' });
  const frame = () => new Promise((done) => requestAnimationFrame(() => done()));
  const box = () => JSON.stringify(el.getBoundingClientRect());
  const before = (await frame(), box());
  await frame();
  await frame();
  return box() === before ? mark(el) : '';
`;

/** Waits for the target to be there and stand still in the middle of the viewport; returns a selector for it alone. */
async function marked(page: EnginePage, t: Target): Promise<string> {
  return waitUntil<string>(page, `${describe(t)} to stand still`, STILL, jsonTarget(t));
}



/**
 * Finds the target and clicks it with the mouse, as a user does; finds it again when the page
 * replaced the element in between (a view re-rendering as its data arrives). Returns its selector.
 */
async function clickTarget(page: EnginePage, t: Target): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const selector = await marked(page, t);
    try {
      await page.clickSelector(selector);
      return selector;
    } catch (error) {
      const gone = await page.script<boolean>('return !document.querySelector(arg);', selector).catch(() => true);
      if (!gone || attempt === 3) throw error;
    }
  }
}

/** Clicks the target with the mouse, as a user does. */
export async function click(page: EnginePage, t: Target): Promise<void> {
  await clickTarget(page, t);
}

/** Clicks a text field and types `value` over what it held. */
export async function fill(page: EnginePage, t: Target, value: string): Promise<void> {
  const selector = await clickTarget(page, t);
  await page.script('const el = document.querySelector(arg); el.focus(); if (el.select) el.select();', selector);
  if (value === '') await page.press('Backspace');
  else await page.type(value);
}

/** Chooses an option of a `<select>` by its value, with the events a user's choice fires. */
export async function selectOption(page: EnginePage, t: Target, value: string): Promise<void> {
  const selector = await marked(page, t);
  await page.script(
    `const el = document.querySelector(arg.selector); el.focus();
     const set = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value').set; set.call(el, arg.value);
     el.dispatchEvent(new Event('input', { bubbles: true })); el.dispatchEvent(new Event('change', { bubbles: true }));`,
    { selector, value },
  );
}

/** Waits until the page's URL matches. */
export async function waitForURL(page: EnginePage, pattern: RegExp, timeout = 20_000): Promise<string> {
  const deadline = Date.now() + timeout;
  let now = '';
  while (Date.now() < deadline) {
    now = await page.url().catch(() => '');
    if (pattern.test(now)) return now;
    await sleep(100);
  }
  throw new Error(`the URL should match ${String(pattern)} but is ${now}`);
}

/** What has focus, as a test reads it. */
export interface Focused {
  tag: string;
  role: string;
  name: string;
  /** The closest custom element around it (`site-cart`, `store-checkout`, …). */
  within: string;
  dialog: boolean;
}

const FOCUSED = `
  const el = document.activeElement;
  if (!el || el === document.body) return { tag: 'body', role: '', name: '', within: '', dialog: false };
  let host = el.parentElement;
  while (host && !(host.localName.includes('-') && host.localName !== 'site-element-root')) host = host.parentElement;
  return { tag: el.localName, role: el.getAttribute('role') || '', name: nameOf(el).slice(0, 80), within: host ? host.localName : '', dialog: !!el.closest('[role="dialog"], dialog') };
`;

/** Reads the focused element. */
export function focused(page: EnginePage): Promise<Focused> {
  return page.script<Focused>(FOCUSED);
}

function describeFocus(f: Focused): string {
  return `<${f.tag}${f.role ? ` role=${f.role}` : ''}> "${f.name}"${f.within ? ` in <${f.within}>` : ''}`;
}

/**
 * Puts focus on the focusable element just before the target, then presses Tab (at most `max` times)
 * until focus is on the target: the way a keyboard user reaches it.
 */
export async function tabTo(page: EnginePage, t: Target, max = 6): Promise<void> {
  const selector = await marked(page, t);
  await page.script(
    `const target = document.querySelector(arg);
     const all = Array.from(document.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex]'))
       .filter((el) => el.tabIndex >= 0 && !el.disabled && shown(el));
     const at = all.indexOf(target);
     if (document.activeElement) document.activeElement.blur();
     if (at > 0) all[at - 1].focus({ preventScroll: true });`,
    selector,
  );
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.press('Tab');
    if (await page.script<boolean>('return document.activeElement === document.querySelector(arg);', selector)) return;
    seen.push(describeFocus(await focused(page)));
  }
  throw new Error(`Tab never reached ${describe(t)}; focus went to ${seen.join(', ')}`);
}

/**
 * Throws unless the focused element draws a focus indicator a user can see: an outline or box shadow
 * on it, its label or its parent (as the Chromium keyboard journeys check).
 */
export async function expectFocusRing(page: EnginePage, what: string): Promise<void> {
  const shown = await page.script<boolean>(`
    const el = document.activeElement;
    const ring = (s) => (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || (s.boxShadow !== 'none' && s.boxShadow !== '');
    const drawn = (n) => !!n && [null, '::before', '::after'].some((p) => ring(getComputedStyle(n, p)));
    return !!el && el !== document.body && (drawn(el) || drawn(el.labels && el.labels[0]) || drawn(el.parentElement));`);
  if (!shown) throw new Error(`${what} has focus but shows no focus indicator (${describeFocus(await focused(page))})`);
}

/** Waits until focus satisfies `wanted`. */
export async function expectFocus(page: EnginePage, what: string, wanted: (f: Focused) => boolean, timeout = 10_000): Promise<Focused> {
  const deadline = Date.now() + timeout;
  let now = await focused(page);
  while (!wanted(now) && Date.now() < deadline) {
    await sleep(100);
    now = await focused(page);
  }
  if (!wanted(now)) throw new Error(`focus should be on ${what}, but it is on ${describeFocus(now)}`);
  return now;
}

/** Waits until an element has upgraded: its view renders into the kit's box inside the tag. */
export async function upgraded(page: EnginePage, tag: string, timeout = 15_000): Promise<void> {
  try {
    // The element's own view in its box: not a view the server rendered (its box is marked data-server),
    // nor the server's copy the box shows while a lazily loaded part is on its way (marked data-fallback).
    await waitFor(page, { css: `${tag} > site-element-root:not([data-server]) > :not([data-fallback])`, hidden: true }, timeout);
  } catch (error) {
    // Say whether its code arrived at all (a dist/ rebuilt under a running page loses its chunks).
    const state = await page.script<string>('return "defined: " + !!customElements.get(arg.split(/[[:]/)[0]) + ", recorded: " + JSON.stringify(window.__engineProblems);', tag).catch(() => '');
    throw new Error(`${error instanceof Error ? error.message : String(error)} (${state})`);
  }
}

/**
 * A visitor's first input on a fresh page: Tab, pressed again if the page saw no keydown (WebKit's
 * driver now and then loses a key sent right after a page load). Tags loaded on interaction start.
 */
export async function firstInput(page: EnginePage): Promise<void> {
  await page.script('return true;');
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.press('Tab');
    if (await page.script<boolean>('return (window.__engineKeydowns || 0) > 0;')) return;
    await sleep(200);
  }
  throw new Error('the page saw none of three Tab presses');
}

/**
 * Presses a key the page must see: pressed again (at most twice more) only when the page saw no
 * keydown within a second, because WebKit's driver now and then loses a key. A key the page saw and
 * did nothing with is never pressed again, so a real fault still fails the test. A page that
 * navigated away (its count starts again) saw it.
 */
export async function pressSeen(page: EnginePage, key: string): Promise<void> {
  const count = 'return window.__engineKeydowns || 0;';
  const before = await page.script<number>(count);
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.press(key);
    const deadline = Date.now() + 1000;
    while (Date.now() < deadline) {
      const now = await page.script<number>(count).catch(() => 0);
      if (now !== before) return;
      await sleep(100);
    }
  }
  throw new Error(`the page saw none of three presses of ${key}`);
}

/** Waits for a toast (the shared live region) with this text. */
export async function toast(page: EnginePage, text: Name): Promise<void> {
  await waitFor(page, { css: 'site-toast [role="status"]', text, hidden: true });
}

/** Problems the page recorded (uncaught errors, console errors, CSP violations) plus the engine's own, emptied as read. */
export async function takeProblems(page: EnginePage): Promise<string[]> {
  const inPage = await page.script<string[]>('return window.__engineProblems.splice(0);').catch(() => [] as string[]);
  return [...new Set([...inPage, ...page.takeEngineProblems()])];
}
