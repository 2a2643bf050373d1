/**
 * Helpers for checking that upgrading a server-rendered element moves nothing: install the
 * pre-upgrade stylesheet (`site-elements.css`, as the build writes it), measure boxes before the element's code
 * is imported, import it, measure again.
 */
import { setViewport } from '@web/test-runner-commands';
import { settle, waitFor } from './fixture.ts';

let installed: Promise<void> | null = null;

/** Adds `site-elements.css` (the dev server joins it as the build does) to the test page, once. */
export function installFallbackStylesheet(): Promise<void> {
  installed ??= fetch('/site-elements.css', { headers: { accept: 'text/css' } })
    .then((response) => response.text())
    .then((css) => {
      const style = document.createElement('style');
      style.textContent = css;
      document.head.appendChild(style);
    });
  return installed;
}

/** Waits until `tag` is defined and its first instance in `root` has rendered its kit root. */
export async function waitForUpgrade(root: Element, tag: string): Promise<void> {
  await customElements.whenDefined(tag);
  await waitFor(() => root.querySelector(`${tag} site-element-root`), { message: `<${tag}> to render` });
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
}

/** A measured box: x, y, width, height in CSS pixels. */
export type Rect = [number, number, number, number];

function rectOf(el: Element): Rect {
  const r = el.getBoundingClientRect();
  return [r.x, r.y, r.width, r.height];
}

/**
 * The boxes of the visible links and buttons in `root`, keyed by their text (`Home`, `Shop`…), plus
 * `(root)` itself. Links hidden by display, visibility or opacity (a closed dropdown) are left out.
 */
export function measureLinks(root: Element, selector = 'a'): Record<string, Rect> {
  const out: Record<string, Rect> = { '(root)': rectOf(root) };
  for (const el of Array.from(root.querySelectorAll(selector))) {
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (text && !(text in out)) out[text] = rectOf(el);
  }
  return out;
}

/** Throws, listing the differences, unless both measurements hold the same keys within `tolerance` px. */
export function expectSameBoxes(after: Record<string, Rect>, before: Record<string, Rect>, tolerance = 0.5): void {
  const problems: string[] = [];
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = after[key];
    const b = before[key];
    if (!a || !b) problems.push(`${key}: ${b ? 'gone after upgrade' : 'new after upgrade'}`);
    else if (a.some((n, i) => Math.abs(n - (b[i] ?? 0)) > tolerance)) problems.push(`${key}: [${b.map((n) => n.toFixed(1))}] -> [${a.map((n) => n.toFixed(1))}]`);
  }
  if (problems.length > 0) throw new Error(`upgrading moved things:\n  ${problems.join('\n  ')}`);
}

const serverBoxes = new Set<HTMLElement>();

/**
 * Puts server HTML on the page without waiting for any element to be defined (`fixture` waits),
 * for measuring the pre-upgrade layout. Returns the first element; `removeServerHtml` cleans up.
 */
export function insertServerHtml(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = html.trim();
  document.body.appendChild(box);
  serverBoxes.add(box);
  const first = box.firstElementChild;
  if (!(first instanceof HTMLElement)) throw new Error('insertServerHtml: no element');
  return first;
}

/** Removes what `insertServerHtml` added. */
export function removeServerHtml(): void {
  for (const box of serverBoxes) box.remove();
  serverBoxes.clear();
}

/** What `expectUpgradeKeepsBoxes` measures, and how. */
export interface KeepBoxesCheck {
  /** The server-rendered markup of one element. */
  html: string;
  tag: string;
  /** Imports the element's module (which defines the tag). */
  load: () => Promise<unknown>;
  /** What to measure before the upgrade (see `measureLinks`). */
  before: string;
  /** What to measure after it, when the upgraded markup differs (a `<span>` that becomes a button). */
  after?: string;
  /** Viewport height for both widths, 767 and 1024 px. */
  height: number;
  tolerance?: number;
  /** Adjusts the measurement after the upgrade before comparing (boxes that change content on purpose). */
  adjust?: (after: Record<string, Rect>, before: Record<string, Rect>) => void;
}

/**
 * Measures the server markup under the pre-upgrade stylesheet at 767 and 1024 px, loads the
 * element, and throws unless every measured box is where it was at both widths.
 */
export async function expectUpgradeKeepsBoxes(check: KeepBoxesCheck): Promise<void> {
  await installFallbackStylesheet();
  const el = insertServerHtml(check.html);
  const before: Record<number, Record<string, Rect>> = {};
  for (const width of [767, 1024]) {
    await setViewport({ width, height: check.height });
    await settle();
    before[width] = measureLinks(el, check.before);
  }
  await check.load();
  await waitForUpgrade(el.parentElement as Element, check.tag);
  for (const width of [1024, 767]) {
    await setViewport({ width, height: check.height });
    await settle();
    const after = measureLinks(el, check.after ?? check.before);
    const was = before[width] ?? {};
    check.adjust?.(after, was);
    expectSameBoxes(after, was, check.tolerance);
  }
  removeServerHtml();
}

/** Waits for the running CSS animations in `root` to finish (axe judges settled colours, not a fade). */
export async function animationsDone(root: Element): Promise<void> {
  await Promise.all(root.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined)));
}
