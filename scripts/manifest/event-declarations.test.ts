import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { oneLine, readEventDeclarations } from './event-declarations.ts';

const parse = (text: string): ts.SourceFile => ts.createSourceFile('demo.element.ts', text, ts.ScriptTarget.Latest, true);
const modules = { CartLine: 'shared/cart/rules.ts', DemoEvents: 'elements/demo/demo.element.ts' };

const DEMO = `
import type { CartLine } from '../../shared/cart/rules.ts';
export interface DemoEvents {
  /** The cart changed;
   * subtotal in cents. */
  'demo-change': { items: readonly CartLine[]; subtotal: number };
  /** A result was chosen; cancel it to stay. @cancelable */
  'demo-select': {
    title: string;
    url: string;
  };
}
declare global {
  interface HTMLElementTagNameMap {
    'demo-element': HTMLElement;
  }
  interface GlobalEventHandlersEventMap extends EventMapOf<DemoEvents> {
    /** An event the element listens for: not one it sends. */
    'demo-open': CustomEvent;
  }
}
`;

describe('readEventDeclarations', () => {
  it('reads each member of the interface named in EventMapOf: JSDoc description, @cancelable, detail type on one line, its named types', () => {
    expect(readEventDeclarations(parse(DEMO), modules, 'demo.element.ts')).toEqual({
      'demo-change': {
        description: 'The cart changed; subtotal in cents.',
        detail: '{ items: readonly CartLine[]; subtotal: number }',
        cancelable: false,
        references: [{ name: 'CartLine', module: 'shared/cart/rules.ts' }],
      },
      'demo-select': { description: 'A result was chosen; cancel it to stay.', detail: '{ title: string; url: string }', cancelable: true, references: [] },
    });
  });

  it('finds no events in a file without an EventMapOf', () => {
    expect(readEventDeclarations(parse("declare global { interface HTMLElementTagNameMap { 'x-y': HTMLElement } }"), {}, 'x.ts')).toEqual({});
  });

  it('refuses an event without a description', () => {
    const text = DEMO.replace('/** A result was chosen; cancel it to stay. @cancelable */', '');
    expect(() => readEventDeclarations(parse(text), modules, 'demo.element.ts')).toThrow('demo.element.ts demo-select: the event has no description');
  });

  it('refuses a detail type whose named type the file neither imports nor exports', () => {
    expect(() => readEventDeclarations(parse(DEMO), { DemoEvents: 'x' }, 'demo.element.ts')).toThrow('demo.element.ts demo-change: the detail type uses CartLine');
  });

  it('refuses an events interface declared in another file', () => {
    const text = DEMO.replace('export interface DemoEvents', 'export interface OtherEvents');
    expect(() => readEventDeclarations(parse(text), modules, 'demo.element.ts')).toThrow('EventMapOf<DemoEvents> names an interface the file does not declare');
  });
});

describe('oneLine', () => {
  it('writes a multi-line type literal the way it is written inline', () => {
    expect(oneLine("{\n    status: 'paid' | 'pending';\n    filters?: { min: number };\n  }")).toBe("{ status: 'paid' | 'pending'; filters?: { min: number } }");
    expect(oneLine("BookingEvents['booking-queue-joined']")).toBe("BookingEvents['booking-queue-joined']");
  });
});
