import { activateModal } from './modal.ts';
import { tabbables } from './tabbable.ts';
import { afterEach, describe, it } from '../../test/browser/mocha.ts';
import { defined, expect } from '../../test/browser/assert.ts';
import { pressKey } from '../../test/browser/keys.ts';
import { cleanup, fixture, settle } from '../../test/browser/fixture.ts';

const page = `
  <div>
    <button type="button" id="opener">Open</button>
    <button type="button" id="elsewhere">Elsewhere</button>
    <button type="button" id="other">Other</button>
    <dialog id="one" aria-label="One">
      <button type="button" id="one-first">First</button>
      <a href="#x" id="one-link">Link</a>
      <button type="button" id="one-inner-opener">Open two</button>
    </dialog>
    <dialog id="three" aria-label="Three">
      <button type="button" id="three-first">First</button>
      <button type="button" id="three-last">Last</button>
    </dialog>
    <div id="two" role="dialog" aria-modal="true" aria-label="Two">
      <button type="button" id="two-first">A</button>
      <input id="two-last" aria-label="B">
    </div>
  </div>`;

const byId = (id: string): HTMLElement => defined(document.getElementById(id), `#${id}`);
const active = (): string => (document.activeElement as HTMLElement | null)?.id ?? '';

describe('activateModal', () => {
  const releases: (() => void)[] = [];
  afterEach(() => {
    for (const release of releases.splice(0)) release();
    cleanup();
  });
  const open = (id: string, options?: Parameters<typeof activateModal>[1]): ((fallback?: HTMLElement | null) => void) => {
    const release = activateModal(byId(id), options);
    releases.push(release);
    return release;
  };

  it('lists what Tab reaches: not disabled, hidden, inert or tabindex="-1" controls', async () => {
    const box = await fixture(`
      <div>
        <button type="button" id="a">a</button>
        <button type="button" disabled>disabled</button>
        <button type="button" hidden>hidden</button>
        <button type="button" tabindex="-1">skipped</button>
        <div inert><button type="button">inert</button></div>
        <input type="hidden">
        <span tabindex="0" id="b">b</span>
        <textarea id="c" aria-label="c"></textarea>
      </div>`);
    expect(tabbables(box).map((el) => el.id)).toEqual(['a', 'b', 'c']);
  });

  it('shows a dialog as a modal with focus inside, wraps Tab both ways, and gives focus back to the opener', async () => {
    await fixture(page);
    byId('opener').focus();
    const release = open('one');
    await settle();
    const dialog = byId('one') as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(dialog.matches(':modal')).toBe(true);
    expect(active()).toBe('one-first');
    byId('one-inner-opener').focus();
    await pressKey('Tab');
    expect(active()).toBe('one-first');
    await pressKey('Shift+Tab');
    expect(active()).toBe('one-inner-opener');
    await pressKey('Shift+Tab');
    expect(active()).toBe('one-link');
    release();
    await settle();
    expect(dialog.open).toBe(false);
    expect(active()).toBe('opener');
  });

  it('moves focus into a box that is not a <dialog>, and brings back focus that a click or a script moved out', async () => {
    await fixture(page);
    byId('opener').focus();
    open('two');
    expect(active()).toBe('two-first');
    byId('two-last').focus();
    byId('elsewhere').focus();
    expect(active()).toBe('two-last');
    await pressKey('Tab');
    expect(active()).toBe('two-first');
    await pressKey('Shift+Tab');
    expect(active()).toBe('two-last');
  });

  it('gives focus to the fallback when the opener is gone, and to an opener given as a function', async () => {
    await fixture(page);
    byId('opener').focus();
    const release = open('two');
    byId('opener').remove();
    release(byId('elsewhere'));
    expect(active()).toBe('elsewhere');
    const again = open('two', { opener: () => byId('other') });
    again();
    expect(active()).toBe('other');
  });

  it('traps only in the top modal of a stack, and the one below traps again when the top one closes', async () => {
    await fixture(page);
    byId('opener').focus();
    open('one');
    await settle();
    byId('one-inner-opener').focus();
    const closeThree = open('three');
    await settle();
    expect(active()).toBe('three-first');
    await pressKey('Shift+Tab');
    expect(active()).toBe('three-last');
    await pressKey('Tab');
    expect(active()).toBe('three-first');
    closeThree();
    expect(active()).toBe('one-inner-opener');
    await pressKey('Tab');
    expect(active()).toBe('one-first');
  });

  it('releasing a modal that is not on top leaves focus in the top one', async () => {
    await fixture(page);
    byId('opener').focus();
    const closeOne = open('one');
    await settle();
    open('three');
    await settle();
    byId('three-last').focus();
    closeOne();
    expect(active()).toBe('three-last');
  });

  it('calls onEscape for the top modal only, instead of the dialog closing itself, and not when a control inside used the key', async () => {
    await fixture(page);
    const calls: string[] = [];
    byId('opener').focus();
    open('one', { onEscape: () => calls.push('one') });
    await settle();
    open('three', { onEscape: () => calls.push('three') });
    await settle();
    await pressKey('Escape');
    expect(calls).toEqual(['three']);
    expect((byId('three') as HTMLDialogElement).open).toBe(true);
    byId('three-last').addEventListener('keydown', (event) => event.preventDefault());
    byId('three-last').focus();
    await pressKey('Escape');
    expect(calls).toEqual(['three']);
  });
});
