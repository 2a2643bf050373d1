import { SiteAccordionElement } from './site-accordion.element.ts';
import { SiteAccordion } from './SiteAccordion.tsx';
import { accordionAttributes, accordionPayload } from './site-accordion.element.ts';
import { defineElement } from '../../shared/element/react/define-element.tsx';
import { readDetailsSections } from '../../shared/element/light-dom.ts';
import { mountedElementCount } from '../../shared/element/react/shared-root.tsx';
import { afterEach, describe, it } from '../../test/browser/mocha.ts';
import { expect, defined } from '../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../test/browser/axe.ts';
import { pressKey } from '../../test/browser/keys.ts';
import { captureConsoleErrors, cleanup, click, fixture, keyboard, recordEvents, settle, waitFor } from '../../test/browser/fixture.ts';

const faq = `
  <site-accordion>
    <details><summary>Shipping</summary><p>We ship within two days.</p></details>
    <details><summary>Returns</summary><p>Return anything within 30 days.</p></details>
    <details><summary>Warranty</summary><p>Two years on every product.</p></details>
  </site-accordion>`;

const json = (items: unknown, attrs = ''): string =>
  `<site-accordion ${attrs}><script type="application/json">${JSON.stringify(items)}</script></site-accordion>`;

/** The accordion's header buttons, in order. */
function headers(el: Element): HTMLButtonElement[] {
  return Array.from(el.querySelectorAll<HTMLButtonElement>('button[aria-expanded]'));
}

/** The header button at `index` (fails clearly when missing). */
function header(el: Element, index: number): HTMLButtonElement {
  return defined(headers(el)[index], `header ${index}`);
}

/** The panel a header controls, found through `aria-controls`. */
function panelOf(button: HTMLButtonElement): HTMLElement {
  const id = defined(button.getAttribute('aria-controls'), 'aria-controls');
  return defined(document.getElementById(id), `panel #${id}`);
}

function expanded(el: Element): boolean[] {
  return headers(el).map((b) => b.getAttribute('aria-expanded') === 'true');
}

/** A collapsed panel is out of the accessibility tree and the tab order: inert and visibility hidden. */
function isHidden(panel: HTMLElement): boolean {
  return panel.inert && getComputedStyle(panel).visibility === 'hidden';
}

function errorNotice(el: Element): HTMLElement | null {
  return el.querySelector<HTMLElement>('[data-site-config-error]');
}

afterEach(() => cleanup());

describe('<site-accordion> rendering', () => {
  it('registers the tag', () => {
    expect(customElements.get('site-accordion')).toBe(SiteAccordionElement);
  });

  it('upgrades <details><summary> children into header buttons and labelled panels', async () => {
    const el = await fixture(faq);
    expect(el.querySelector('details')).toBeNull();
    const buttons = headers(el);
    expect(buttons.map((b) => b.textContent?.trim())).toEqual(['Shipping', 'Returns', 'Warranty']);
    for (const button of buttons) {
      expect(button.type).toBe('button');
      expect(button.parentElement?.localName).toBe('h3');
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const panel = panelOf(button);
      expect(panel).toHaveAttribute('role', 'region');
      expect(panel).toHaveAttribute('aria-labelledby', button.id);
      expect(isHidden(panel)).toBe(true);
    }
    // The server-rendered body nodes are kept as they are, inside the panel.
    expect(panelOf(header(el, 1)).querySelector('p')?.textContent).toBe('Return anything within 30 days.');
    await expectNoAxeViolations(el);
  });

  it('keeps a <details open> section open', async () => {
    const el = await fixture(`<site-accordion>
      <details><summary>One</summary><p>First</p></details>
      <details open><summary>Two</summary><p>Second</p></details>
    </site-accordion>`);
    expect(expanded(el)).toEqual([false, true]);
    await expectNoAxeViolations(el);
  });

  it('renders sections from inline JSON, one paragraph per blank-line-separated block', async () => {
    const el = await fixture(
      json([
        { title: 'Opening hours', content: 'Mon to Fri 9-17.\n\nClosed on holidays.' },
        { title: 'Parking', content: 'Free parking behind the shop.', open: true },
      ]),
    );
    expect(headers(el).map((b) => b.textContent?.trim())).toEqual(['Opening hours', 'Parking']);
    expect(expanded(el)).toEqual([false, true]);
    const paragraphs = Array.from(panelOf(header(el, 0)).querySelectorAll('p')).map((p) => p.textContent);
    expect(paragraphs).toEqual(['Mon to Fri 9-17.', 'Closed on holidays.']);
    await expectNoAxeViolations(el);
  });

  it('puts headers inside headings of data-heading-level', async () => {
    const el = await fixture(faq.replace('<site-accordion>', '<site-accordion data-heading-level="2">'));
    expect(headers(el).every((b) => b.parentElement?.localName === 'h2')).toBe(true);
    await expectNoAxeViolations(el);
  });

  it('names the accordion as a group with data-label', async () => {
    const el = await fixture(faq.replace('<site-accordion>', '<site-accordion data-label="Frequently asked questions">'));
    const group = defined(el.querySelector('[role="group"]'), 'group');
    expect(group).toHaveAttribute('aria-label', 'Frequently asked questions');
    await expectNoAxeViolations(el);
  });
});

describe('<site-accordion> opening and closing', () => {
  it('opens a panel on click, reveals its content, and closes it on a second click', async () => {
    const el = await fixture(faq.replace('<site-accordion>', '<site-accordion data-switch-delay="0">'));
    const button = header(el, 0);
    const panel = panelOf(button);
    await click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel.inert).toBe(false);
    expect(getComputedStyle(panel).visibility).toBe('visible');
    expect(panel.querySelector('p')?.getBoundingClientRect().height ?? 0).toBeGreaterThan(0);
    await expectNoAxeViolations(el);

    await click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => isHidden(panel), { message: 'the closed panel to be hidden' });
    await expectNoAxeViolations(el);
  });

  it('hides a closed panel once its closing animation ends (default delay)', async () => {
    const el = await fixture(faq.replace('<site-accordion>', '<site-accordion data-open="0">'));
    const panel = panelOf(header(el, 0));
    expect(isHidden(panel)).toBe(false);
    await click(header(el, 0));
    expect(panel.inert).toBe(true);
    await waitFor(() => getComputedStyle(panel).visibility === 'hidden', { message: 'visibility: hidden after the transition' });
    await expectNoAxeViolations(el);
  });

  it('in single mode, opening a section closes the others', async () => {
    const el = await fixture(faq);
    await click(header(el, 0));
    await click(header(el, 2));
    expect(expanded(el)).toEqual([false, false, true]);
    expect(panelOf(header(el, 0)).inert).toBe(true);
    await expectNoAxeViolations(el);
  });

  it('with data-multiple, keeps several sections open', async () => {
    const el = await fixture(faq.replace('<site-accordion>', '<site-accordion data-multiple>'));
    await click(header(el, 0));
    await click(header(el, 2));
    expect(expanded(el)).toEqual([true, false, true]);
    await expectNoAxeViolations(el);
  });

  it('counts an empty data-multiple="" as true', async () => {
    const el = await fixture(faq.replace('<site-accordion>', '<site-accordion data-multiple="">'));
    await click(header(el, 0));
    await click(header(el, 1));
    expect(expanded(el)).toEqual([true, true, false]);
    await expectNoAxeViolations(el);
  });

  it('opens the second section first with data-open="1"', async () => {
    const el = await fixture(faq.replace('<site-accordion>', '<site-accordion data-open="1">'));
    expect(expanded(el)).toEqual([false, true, false]);
    expect(panelOf(header(el, 1)).inert).toBe(false);
    await expectNoAxeViolations(el);
  });

  it('with data-collapsible="false", keeps the last open section open and says so', async () => {
    const el = await fixture(faq.replace('<site-accordion>', '<site-accordion data-collapsible="false" data-open="0">'));
    await click(header(el, 0));
    expect(expanded(el)).toEqual([true, false, false]);
    expect(header(el, 0)).toHaveAttribute('aria-disabled', 'true');
    await click(header(el, 1));
    expect(expanded(el)).toEqual([false, true, false]);
    expect(header(el, 0).hasAttribute('aria-disabled')).toBe(false);
    await expectNoAxeViolations(el);
  });

  it('dispatches a bubbling site-accordion-toggle event with { index, open, title }', async () => {
    const el = await fixture(faq);
    const recorder = recordEvents<{ index: number; open: boolean; title: string }>(document, 'site-accordion-toggle');
    try {
      await click(header(el, 1));
      await click(header(el, 1));
    } finally {
      recorder.stop();
    }
    expect(recorder.events.map((e) => e.detail)).toEqual([
      { index: 1, open: true, title: 'Returns' },
      { index: 1, open: false, title: 'Returns' },
    ]);
    expect(recorder.events.every((e) => e.bubbles && e.composed && e.target === el)).toBe(true);
    await expectNoAxeViolations(el);
  });
});

describe('<site-accordion> keyboard (WAI-ARIA accordion pattern)', () => {
  it('does not cancel Enter or Space, so the native button activation works', async () => {
    const el = await fixture(faq);
    const button = header(el, 0);
    button.focus();
    expect(await keyboard(button, 'Enter')).toBe(true);
    expect(await keyboard(button, ' ')).toBe(true);
    await click(button);
    expect(expanded(el)).toEqual([true, false, false]);
    await expectNoAxeViolations(el);
  });

  it('toggles the focused header with the real Enter and Space keys', async () => {
    const el = await fixture(faq);
    header(el, 1).focus();
    await pressKey('Enter');
    expect(expanded(el)).toEqual([false, true, false]);
    await pressKey('Space');
    expect(expanded(el)).toEqual([false, false, false]);
    expect(document.activeElement).toBe(header(el, 1));
    await expectNoAxeViolations(el);
  });

  it('moves focus with the real arrow keys and reaches the open panel content with Tab', async () => {
    const el = await fixture(`<site-accordion data-switch-delay="0">
      <details><summary>Contact</summary><p>Questions? <a href="#mail">Write to us</a> any time.</p></details>
      <details><summary>Hours</summary><p>9 to 5</p></details>
    </site-accordion>`);
    header(el, 0).focus();
    await pressKey('ArrowDown');
    expect(document.activeElement).toBe(header(el, 1));
    await pressKey('ArrowUp');
    expect(document.activeElement).toBe(header(el, 0));
    // Closed: Tab skips the link inside the panel and lands on the next header.
    await pressKey('Tab');
    expect(document.activeElement).toBe(header(el, 1));
    await pressKey('Shift+Tab');
    await pressKey('Enter');
    await pressKey('Tab');
    expect(document.activeElement).toBe(el.querySelector('a'));
    await expectNoAxeViolations(el);
  });

  it('moves focus with ArrowDown and ArrowUp, wrapping at both ends', async () => {
    const el = await fixture(faq);
    const [first, second, third] = headers(el);
    first?.focus();
    expect(await keyboard(defined(first), 'ArrowDown')).toBe(false);
    expect(document.activeElement).toBe(second);
    await keyboard(defined(second), 'ArrowDown');
    expect(document.activeElement).toBe(third);
    await keyboard(defined(third), 'ArrowDown');
    expect(document.activeElement).toBe(first);
    await keyboard(defined(first), 'ArrowUp');
    expect(document.activeElement).toBe(third);
    await keyboard(defined(third), 'ArrowUp');
    expect(document.activeElement).toBe(second);
    // Moving focus never opens anything.
    expect(expanded(el)).toEqual([false, false, false]);
    await expectNoAxeViolations(el);
  });

  it('moves focus to the first header with Home and the last with End', async () => {
    const el = await fixture(faq);
    const [first, second, third] = headers(el);
    second?.focus();
    await keyboard(defined(second), 'End');
    expect(document.activeElement).toBe(third);
    await keyboard(defined(third), 'Home');
    expect(document.activeElement).toBe(first);
    await expectNoAxeViolations(el);
  });

  it('leaves other keys alone', async () => {
    const el = await fixture(faq);
    const first = header(el, 0);
    first.focus();
    expect(await keyboard(first, 'a')).toBe(true);
    expect(await keyboard(first, 'Tab')).toBe(true);
    expect(document.activeElement).toBe(first);
    await expectNoAxeViolations(el);
  });

  it('keeps the controls of closed panels unfocusable', async () => {
    const el = await fixture(`<site-accordion>
      <details><summary>Contact</summary><p>Questions? <a href="#mail">Write to us</a> any time.</p></details>
    </site-accordion>`);
    const link = defined(el.querySelector('a'), 'link');
    link.focus();
    expect(document.activeElement).not.toBe(link);
    await click(header(el, 0));
    // The panel turns visible as its opening transition starts (at its very first frame it is still
    // `visibility: hidden`), so allow a frame or two before focusing.
    await waitFor(
      () => {
        link.focus();
        return document.activeElement === link;
      },
      { message: 'the link in the opened panel to take focus' },
    );
    await expectNoAxeViolations(el);
  });
});

describe('<site-accordion> attribute changes', () => {
  it('re-renders the heading tag when data-heading-level changes', async () => {
    const el = await fixture(faq);
    el.setAttribute('data-heading-level', '4');
    await settle();
    expect(headers(el).map((b) => b.parentElement?.localName)).toEqual(['h4', 'h4', 'h4']);
    await expectNoAxeViolations(el);
  });

  it('keeps what is open across a re-render', async () => {
    const el = await fixture(faq);
    await click(header(el, 1));
    el.setAttribute('data-heading-level', '5');
    await settle();
    expect(expanded(el)).toEqual([false, true, false]);
    await expectNoAxeViolations(el);
  });

  it('switches back to single mode when data-multiple is removed', async () => {
    const el = await fixture(faq.replace('<site-accordion>', '<site-accordion data-multiple>'));
    await click(header(el, 0));
    await click(header(el, 1));
    expect(expanded(el)).toEqual([true, true, false]);
    el.removeAttribute('data-multiple');
    await settle();
    await click(header(el, 2));
    expect(expanded(el)).toEqual([false, false, true]);
    await expectNoAxeViolations(el);
  });

  it('switches to multiple mode when data-multiple="" is added', async () => {
    const el = await fixture(faq);
    el.setAttribute('data-multiple', '');
    await settle();
    await click(header(el, 0));
    await click(header(el, 1));
    expect(expanded(el)).toEqual([true, true, false]);
    await expectNoAxeViolations(el);
  });
});

describe('<site-accordion> bad configuration', () => {
  it('shows a visible error naming data-switch-delay, logs once, dispatches site-error, and the page keeps working', async () => {
    const errors = recordEvents<{ tag: string; attribute: string; expected: string; message: string }>(document, 'site-error');
    const { result: bad, calls } = await captureConsoleErrors(async () => {
      const first = await fixture(`
        <div>
          <site-accordion data-switch-delay="fast">
            <details><summary>Broken</summary><p>Never shown</p></details>
          </site-accordion>
          <site-accordion>
            <details><summary>Still fine</summary><p>Works</p></details>
          </site-accordion>
        </div>`);
      const accordion = defined(first.querySelector('site-accordion'), 'bad accordion');
      // Re-renders must not log or dispatch again.
      accordion.setAttribute('data-label', 'Help');
      await settle();
      accordion.setAttribute('data-label', 'More help');
      await settle();
      return first;
    });
    errors.stop();
    const [broken, good] = Array.from(bad.querySelectorAll('site-accordion'));

    const notice = defined(errorNotice(defined(broken)), 'error notice');
    expect(notice.textContent).toMatch('data-switch-delay');
    expect(notice.textContent).toMatch('expected a whole number from 0 to 2000');
    expect(notice.textContent).toMatch('"fast"');
    expect(notice.getBoundingClientRect().height).toBeGreaterThan(0);
    expect(getComputedStyle(notice).visibility).toBe('visible');
    expect(headers(defined(broken))).toHaveLength(0);

    const logged = calls.filter((args) => String(args[0]).includes('data-switch-delay'));
    expect(logged).toHaveLength(1);
    expect(calls).toHaveLength(1);

    expect(errors.events).toHaveLength(1);
    const event = defined(errors.events[0]);
    expect(event.bubbles).toBe(true);
    expect(event.composed).toBe(true);
    expect(event.target).toBe(broken);
    expect(event.detail.tag).toBe('site-accordion');
    expect(event.detail.attribute).toBe('data-switch-delay');
    expect(event.detail.expected).toBe('a whole number from 0 to 2000');

    const other = defined(good);
    expect(errorNotice(other)).toBeNull();
    await click(header(other, 0));
    expect(expanded(other)).toEqual([true]);
    await expectNoAxeViolations(bad);
  });

  it('recovers when the bad attribute is fixed', async () => {
    const { result: el } = await captureConsoleErrors(() =>
      fixture(faq.replace('<site-accordion>', '<site-accordion data-switch-delay="-5">')),
    );
    expect(errorNotice(el)?.textContent).toMatch('data-switch-delay');
    el.setAttribute('data-switch-delay', '100');
    await settle();
    expect(errorNotice(el)).toBeNull();
    expect(headers(el).map((b) => b.textContent?.trim())).toEqual(['Shipping', 'Returns', 'Warranty']);
    await expectNoAxeViolations(el);
  });

  it('shows an error naming inline JSON when the JSON is malformed', async () => {
    const { result: el, calls } = await captureConsoleErrors(() =>
      fixture('<site-accordion><script type="application/json">[{"title": "A", </script></site-accordion>'),
    );
    const text = errorNotice(el)?.textContent ?? '';
    expect(text).toMatch('inline JSON');
    expect(text).toMatch('expected valid JSON');
    expect(calls).toHaveLength(1);
    await expectNoAxeViolations(el);
  });

  it('shows an error naming inline JSON and the bad field when the JSON has the wrong shape', async () => {
    const { result: el } = await captureConsoleErrors(() => fixture(json([{ title: '', content: 'x' }])));
    const text = errorNotice(el)?.textContent ?? '';
    expect(text).toMatch('inline JSON');
    expect(text).toMatch('[0].title');
    await expectNoAxeViolations(el);
  });

  it('rejects an unknown enum value: data-heading-level="9"', async () => {
    const errors = recordEvents<{ attribute: string }>(document, 'site-error');
    const { result: el, calls } = await captureConsoleErrors(() =>
      fixture(faq.replace('<site-accordion>', '<site-accordion data-heading-level="9">')),
    );
    errors.stop();
    const text = errorNotice(el)?.textContent ?? '';
    expect(text).toMatch('data-heading-level');
    expect(text).toMatch('one of 2, 3, 4, 5, 6');
    expect(calls).toHaveLength(1);
    expect(errors.events.map((e) => e.detail.attribute)).toEqual(['data-heading-level']);
    await expectNoAxeViolations(el);
  });

  it('rejects a value for a boolean attribute that is neither true nor false', async () => {
    const { result: el } = await captureConsoleErrors(() =>
      fixture(faq.replace('<site-accordion>', '<site-accordion data-multiple="yes">')),
    );
    expect(errorNotice(el)?.textContent).toMatch('data-multiple');
    await expectNoAxeViolations(el);
  });
});

describe('<site-accordion> lifecycle', () => {
  it('defining the tag again is a no-op, not an error', async () => {
    expect(() =>
      defineElement('site-accordion', SiteAccordion, {
        description: 'again',
        attributes: accordionAttributes,
        payload: accordionPayload,
        readLightDom: readDetailsSections,
      }),
    ).not.toThrow();
    // A second copy of the element module (as a second bundle would load) registers nothing new.
    const url = new URL('./site-accordion.element.ts', import.meta.url);
    url.search = '?second-copy';
    const again = (await import(/* @vite-ignore */ url.href)) as { SiteAccordionElement: CustomElementConstructor };
    expect(again.SiteAccordionElement).toBe(SiteAccordionElement);
    expect(customElements.get('site-accordion')).toBe(SiteAccordionElement);
    const el = await fixture(faq);
    expect(headers(el)).toHaveLength(3);
    await expectNoAxeViolations(el);
  });

  it('unmounts when removed from the page: its content is gone and nothing errors', async () => {
    const before = mountedElementCount();
    const uncaught: unknown[] = [];
    const onError = (event: ErrorEvent): void => void uncaught.push(event.error ?? event.message);
    window.addEventListener('error', onError);
    try {
      const { calls } = await captureConsoleErrors(async () => {
        const el = await fixture(faq);
        expect(mountedElementCount()).toBe(before + 1);
        await click(header(el, 0));
        el.remove();
        await settle();
        expect(mountedElementCount()).toBe(before);
        expect(el.querySelector('button')).toBeNull();
        expect(el.textContent?.trim()).toBe('');
      });
      expect(calls).toHaveLength(0);
      expect(uncaught).toHaveLength(0);
    } finally {
      window.removeEventListener('error', onError);
    }
  });

  it('renders again when moved to another place on the page', async () => {
    const el = await fixture(faq);
    const target = document.createElement('section');
    target.setAttribute('aria-label', 'Moved');
    el.parentElement?.append(target);
    target.append(el);
    await settle();
    expect(headers(el)).toHaveLength(3);
    await click(header(el, 2));
    expect(panelOf(header(el, 2)).textContent).toMatch('Two years on every product.');
    await expectNoAxeViolations(el);
  });
});

describe('<site-accordion> server-rendered panel content', () => {
  const form = `<site-accordion data-multiple data-open="0" data-switch-delay="0">
    <details><summary>Contact form</summary><p><label>Your name <input name="name"></label></p></details>
    <details><summary>Opening hours</summary><p>Mon to Fri 9-17.</p></details>
  </site-accordion>`;

  it('moves the <details> body nodes into the panel unchanged (same nodes, not copies)', async () => {
    const container = document.createElement('div');
    container.innerHTML = form;
    const input = defined(container.querySelector('input'), 'input');
    document.body.append(container);
    try {
      const el = defined(container.querySelector('site-accordion'), 'accordion');
      await settle();
      expect(el.querySelector('input')).toBe(input);
      await expectNoAxeViolations(el);
    } finally {
      container.remove();
    }
  });

  // The panels' node mover (MovedNodes) gets a new ref callback on every render, so React detaches and
  // re-attaches it; were every server-rendered node appended again each time, opening any section would
  // remove and re-insert the content of every panel (a focused field loses focus, an iframe reloads).
  it('keeps focus in an open panel when another section is toggled', async () => {
    const el = await fixture(form);
    const input = defined(el.querySelector('input'), 'input');
    const panel = defined(input.closest('[role="region"]'), 'panel');
    let moves = 0;
    const observer = new MutationObserver((records) => (moves += records.length));
    observer.observe(panel, { childList: true, subtree: true });
    input.focus();
    header(el, 1).click();
    await settle();
    observer.disconnect();
    expect(expanded(el)).toEqual([true, true]);
    expect(moves).toBe(0);
    expect(document.activeElement).toBe(input);
  });
});
