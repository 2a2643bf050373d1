/**
 * Helpers of the bad-configuration sweeps (elements/attribute-sweep and elements/payload-sweep):
 * every element module of the repository, each one's definition, mounting with what it showed,
 * sent and logged, the notice assertions, a canary that proves the page still works, and guards
 * (fetch stubbed, navigation cancelled, uncaught errors collected).
 */
import { after, afterEach, before } from './mocha.ts';
import { defined, expect } from './assert.ts';
import { captureConsoleErrors, cleanup, click, fixture, recordEvents, settle, waitFor } from './fixture.ts';
import { jsonResponse, stubFetch } from '../fixtures/catalog-products.ts';
import type { AttributeSpec } from '../../shared/element/attributes.ts';
import type { PayloadSpec } from '../../shared/element/payload.ts';
import type { SiteErrorDetail } from '../../shared/element/emit.ts';

declare global {
  interface ImportMeta {
    /** Vite's build-time glob import (see vite docs: `import.meta.glob`). */
    glob(pattern: string, options: { eager: true }): Record<string, unknown>;
  }
}

/** Every element module in the repository (registered on import): a new element folder joins the sweeps. */
const modules = import.meta.glob('../../elements/*/*.element.ts', { eager: true });

/** The tags of every element, sorted. */
export const sweptTags: string[] = Object.keys(modules)
  .map((path) => path.split('/').at(-2) ?? '')
  .sort();

/** What `defineElement` keeps on the class as `definition`. */
export interface Definition {
  attributes: Record<string, AttributeSpec<unknown>>;
  payload?: PayloadSpec<unknown>;
}

/** The definition of a registered tag. */
export const definitionOf = (tag: string): Definition => (defined(customElements.get(tag), tag) as unknown as { definition: Definition }).definition;

/** Uncaught errors and unhandled rejections since the last `uncaught.length = 0`. */
export const uncaught: string[] = [];
const onError = (event: ErrorEvent): void => void uncaught.push(`${event.message}`);
const onRejection = (event: PromiseRejectionEvent): void => void uncaught.push(`unhandled rejection: ${String(event.reason)}`);

/** What a mounted element showed, sent and logged. */
export interface Mounted {
  host: HTMLElement;
  notices: string[];
  events: SiteErrorDetail[];
  logged: unknown[][];
}

/** Mounts `html` (hidden: inside `<div hidden>`), lets it render and report, and returns what it showed, sent and logged. */
export async function mount(html: string, options: { hidden?: boolean } = {}): Promise<Mounted> {
  const events = recordEvents<SiteErrorDetail>(document, 'site-error');
  const { result: host, calls } = await captureConsoleErrors(async () => {
    const first = await fixture(options.hidden ? `<div hidden>${html}</div>` : html);
    const el = options.hidden ? defined(first.firstElementChild as HTMLElement | null, 'hidden host') : first;
    // The shared root may render later than the upgrade on a busy machine: wait for the kit's root.
    await waitFor(() => el.querySelector('site-element-root'), { timeout: 20_000, message: `${el.localName} to render` });
    await settle();
    return el;
  });
  events.stop();
  const notices = Array.from(host.querySelectorAll('[data-site-config-error] p')).map((p) => p.textContent ?? '');
  return { host, notices, events: events.events.map((e) => e.detail), logged: calls };
}

/** Asserts the notice for `attribute` is shown (visible unless mounted hidden), logged once and sent as `site-error`. */
export function expectNotice(tag: string, attribute: string, m: Mounted, what: string, options: { hidden?: boolean } = {}): void {
  const prefix = `<${tag}> ${attribute}: expected `;
  const shown = m.notices.filter((text) => text.startsWith(prefix));
  expect({ what, shown: shown.length }).toEqual({ what, shown: 1 });
  const box = defined(m.host.querySelector<HTMLElement>('[data-site-config-error]'), `${what}: notice`);
  if (!options.hidden) expect({ what, visible: box.checkVisibility() && box.getBoundingClientRect().height > 0 }).toEqual({ what, visible: true });
  expect({ what, events: m.events.filter((e) => e.attribute === attribute && e.tag === tag).length }).toEqual({ what, events: 1 });
  expect({ what, logged: m.logged.filter((args) => String(args[0]).startsWith(prefix)).length }).toEqual({ what, logged: 1 });
  // A huge value is cut in the message, never echoed whole.
  expect({ what, short: (shown[0] ?? '').length < 600 }).toEqual({ what, short: true });
}

/** Asserts the element rendered without a notice naming `attribute`. */
export function expectNoNotice(tag: string, attribute: string, m: Mounted, what: string): void {
  expect({ what, notices: m.notices.filter((text) => text.startsWith(`<${tag}> ${attribute}:`)) }).toEqual({ what, notices: [] });
}

/** Mounts a fresh accordion and opens its section: the page still upgrades elements and answers clicks. */
export async function expectPageWorks(after: string): Promise<void> {
  const canary = await fixture('<site-accordion data-label="Canary"><details><summary>Question</summary><p>Answer</p></details></site-accordion>');
  const header = defined(canary.querySelector<HTMLButtonElement>('button[aria-expanded]'), `${after}: canary button`);
  const was = header.getAttribute('aria-expanded');
  await click(header);
  expect({ after, toggled: header.getAttribute('aria-expanded') !== was }).toEqual({ after, toggled: true });
}

/** Elements that leave the page announce it with a cancelable event first: the sweep stays. */
const LEAVING_EVENTS = ['store-checkout-empty', 'store-checkout-complete', 'site-search-select'];
const stay = (event: Event): void => event.preventDefault();

/** Registers the sweep's hooks: fetch answered `{ data: [] }`, navigation cancelled, uncaught errors collected, fixtures removed. */
export function installSweepGuards(): void {
  let fetchStub: ReturnType<typeof stubFetch> | null = null;
  before(() => {
    for (const type of LEAVING_EVENTS) document.addEventListener(type, stay);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    fetchStub = stubFetch(() => jsonResponse({ data: [] }, 200));
  });
  after(() => {
    for (const type of LEAVING_EVENTS) document.removeEventListener(type, stay);
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    fetchStub?.restore();
  });
  afterEach(async () => {
    cleanup();
    document.querySelectorAll('site-toast').forEach((el) => el.remove());
    await settle();
    history.replaceState(null, '', location.pathname);
  });
}
