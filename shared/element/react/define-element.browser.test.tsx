import * as v from 'valibot';
import { useState, type ReactNode } from 'react';
import { defineElement, type ElementViewProps } from './define-element.tsx';
import { mountedElementCount } from './shared-root.tsx';
import { booleanAttr, numberAttr } from '../attributes.ts';
import { afterEach, describe, it } from '../../../test/browser/mocha.ts';
import { expect, defined } from '../../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../../test/browser/axe.ts';
import { pressKey } from '../../../test/browser/keys.ts';
import { captureConsoleErrors, cleanup, fixture, recordEvents, settle, waitFor } from '../../../test/browser/fixture.ts';

// Test-only elements exercising the kit, each a different tag.
const counterAttributes = { step: numberAttr({ default: 1, min: 1, max: 10, integer: true }), disabled: booleanAttr() };
function Counter({ step, disabled }: ElementViewProps<typeof counterAttributes>): ReactNode {
  const [count, setCount] = useState(0);
  return (
    <button type="button" disabled={disabled} onClick={() => setCount(count + step)} onFocus={(e) => e.currentTarget.setAttribute('data-focused', '')}>
      Count {count}
    </button>
  );
}
defineElement('kit-counter', Counter, { description: 'test counter', attributes: counterAttributes });

const listPayload = { schema: v.array(v.object({ name: v.string() })), description: 'a list of { name }', required: true };
function NameList({ data, dataLoading }: ElementViewProps<Record<string, never>, { name: string }[]>): ReactNode {
  if (dataLoading) return <p>Loading</p>;
  return (
    <ul>
      {(data ?? []).map((item) => (
        <li key={item.name}>{item.name}</li>
      ))}
    </ul>
  );
}
defineElement('kit-names', NameList, { description: 'test list', attributes: {}, payload: listPayload });

function Broken(): ReactNode {
  throw new Error('view exploded');
}
defineElement('kit-broken', Broken, { description: 'always throws', attributes: {} });

function dataUrl(value: unknown): string {
  return `data:application/json,${encodeURIComponent(JSON.stringify(value))}`;
}

describe('defineElement (kit)', () => {
  afterEach(cleanup);

  it('reacts to real pointer, keyboard and scripted events even though React listens lazily', async () => {
    const el = await fixture('<kit-counter data-step="2"></kit-counter>');
    const button = defined(el.querySelector('button'));
    button.click();
    await settle();
    expect(button.textContent).toBe('Count 2');
    button.focus();
    await settle();
    expect(button.hasAttribute('data-focused')).toBe(true);
    await pressKey('Enter');
    expect(button.textContent).toBe('Count 4');
    await expectNoAxeViolations(el);
  });

  it('re-renders when an attribute changes, is emptied or is removed', async () => {
    const el = await fixture('<kit-counter></kit-counter>');
    const button = (): HTMLButtonElement => defined(el.querySelector('button'));
    el.setAttribute('data-disabled', '');
    await settle();
    expect(button().disabled).toBe(true);
    el.removeAttribute('data-disabled');
    await settle();
    expect(button().disabled).toBe(false);
  });

  it('reads its list from data-src', async () => {
    const el = await fixture(`<kit-names data-src="${dataUrl([{ name: 'Ada' }, { name: 'Grace' }])}"></kit-names>`);
    await waitFor(() => el.querySelectorAll('li').length === 2, { message: 'two names' });
    expect(Array.from(el.querySelectorAll('li')).map((li) => li.textContent)).toEqual(['Ada', 'Grace']);
  });

  it('names the field when data-src answers with the wrong shape', async () => {
    const { calls } = await captureConsoleErrors(async () => {
      const el = await fixture(`<kit-names data-src="${dataUrl([{ name: 3 }])}"></kit-names>`);
      await waitFor(() => el.querySelector('[data-site-config-error]'), { message: 'error notice' });
      expect(el.textContent).toContain('<kit-names> data-src: expected [0].name: ');
    });
    expect(calls.length).toBe(1);
  });

  it('shows an error when a required list is missing', async () => {
    await captureConsoleErrors(async () => {
      const el = await fixture('<kit-names></kit-names>');
      await settle();
      expect(el.textContent).toBe('<kit-names> inline JSON or data-src: expected a list of { name }');
    });
  });

  it('keeps every other element working when one view throws', async () => {
    const { calls } = await captureConsoleErrors(async () => {
      const errors = recordEvents(document, 'site-error');
      const wrapper = await fixture('<div><kit-broken></kit-broken><kit-counter></kit-counter></div>');
      await settle();
      const button = defined(wrapper.querySelector<HTMLButtonElement>('kit-counter button'));
      button.click();
      await settle();
      expect(button.textContent).toBe('Count 1');
      expect(errors.events.map((e) => (e.detail as { tag: string }).tag)).toEqual(['kit-broken']);
      errors.stop();
    });
    expect(calls.some((args) => String(args[0]).includes('<kit-broken> failed to render'))).toBe(true);
  });

  it('survives a page script that empties an element and then removes it', async () => {
    const wrapper = await fixture('<div><kit-counter id="a"></kit-counter><kit-counter id="b"></kit-counter></div>');
    const a = defined(wrapper.querySelector<HTMLElement>('#a'));
    a.replaceChildren();
    a.remove();
    await settle();
    const b = defined(wrapper.querySelector<HTMLButtonElement>('#b button'));
    b.click();
    await settle();
    expect(b.textContent).toBe('Count 1');
    const late = document.createElement('kit-counter');
    wrapper.appendChild(late);
    await settle();
    expect(late.querySelector('button')?.textContent).toBe('Count 0');
  });

  it('unmounts on disconnect and renders again when put back', async () => {
    const wrapper = await fixture('<div><kit-counter></kit-counter></div>');
    const before = mountedElementCount();
    const el = defined(wrapper.querySelector('kit-counter'));
    el.remove();
    await settle();
    expect(mountedElementCount()).toBe(before - 1);
    expect(el.querySelector('button')).toBe(null);
    wrapper.appendChild(el);
    await settle();
    const button = defined(el.querySelector('button'));
    button.click();
    await settle();
    expect(button.textContent).toBe('Count 1');
  });
});
