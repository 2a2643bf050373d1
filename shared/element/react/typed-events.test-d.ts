/**
 * Type test of the typed events (compiled by `tsc --noEmit -p tsconfig.json`, never run). Each
 * `@ts-expect-error` line proves a mistake fails the compile: were the types too loose, the unused
 * directive itself would fail it.
 */
import type { CartLine } from '../../cart/rules.ts';
import { emit, type KitEvents } from '../emit.ts';
import type { Emit, EventMapOf, NoEvents } from '../event-spec.ts';
import type { ElementViewProps } from './define-element.tsx';

/** An element's one declaration of its events, as a `<tag>.element.ts` writes it. */
interface DemoEvents {
  /** The cart changed. */
  'demo-change': { items: readonly CartLine[]; count: number };
  /** A result was chosen. @cancelable */
  'demo-select': { url: string };
}

export function viewEmit({ emit: send }: ElementViewProps<Record<string, never>, never, never, DemoEvents>): boolean {
  send('demo-change', { items: [], count: 1 });
  // @ts-expect-error a renamed detail field (count → total)
  send('demo-change', { items: [], total: 1 });
  // @ts-expect-error a detail field the declaration does not have
  send('demo-change', { items: [], count: 1, subtotal: 0 });
  // @ts-expect-error a detail field of the wrong type
  send('demo-select', { url: 3 });
  // @ts-expect-error an event the element does not declare
  send('demo-open', { url: '/' });
  return send('demo-select', { url: '/' });
}

export function noEvents(send: Emit<NoEvents>): void {
  // @ts-expect-error an element that declares no events can send none
  send('demo-change', { items: [], count: 1 });
}

export function lowLevelEmit(target: EventTarget): void {
  emit<KitEvents, 'site-error'>(target, 'site-error', { tag: 'x-y', attribute: 'data-a', expected: 'a number', message: 'm' });
  // @ts-expect-error the site-error detail needs every field
  emit<KitEvents, 'site-error'>(target, 'site-error', { tag: 'x-y', message: 'm' });
  // @ts-expect-error no events interface, no event
  emit(target, 'site-error', { tag: 'x-y', attribute: 'data-a', expected: 'a number', message: 'm' });
}

export function listen(map: EventMapOf<DemoEvents>): void {
  const count: number = map['demo-change'].detail.count;
  // @ts-expect-error the listener sees the declared detail
  const total: number = map['demo-change'].detail.total;
  document.addEventListener('site-error', (event) => console.log(count, total, event.detail.attribute));
  // @ts-expect-error the kit's site-error is in the DOM's event map with its detail type
  document.addEventListener('site-error', (event) => console.log(event.detail.line));
}
