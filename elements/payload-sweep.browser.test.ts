/**
 * Bad inline JSON (issue 10, Faults and bad input), generated from each registered element's payload
 * spec: no JSON when it is required, a syntax error, a number, a string, items of the wrong types and
 * 10,000 items. What the schema refuses shows the visible notice naming `inline JSON` (logged once,
 * sent as `site-error`); what it accepts renders without one. Nothing throws uncaught, and after each
 * element a canary accordion still upgrades and responds. Elements without a payload ignore the script.
 */
import { describe, it } from '../test/browser/mocha.ts';
import { expect } from '../test/browser/assert.ts';
import { cleanup } from '../test/browser/fixture.ts';
import { definitionOf, expectNoNotice, expectNotice, expectPageWorks, installSweepGuards, mount, sweptTags, uncaught } from '../test/browser/config-sweep.ts';

/** One item with the fields most lists use; 10,000 of them make the big payload. */
const GENERIC_ITEM = { title: 'Item', content: 'Text', url: '/media/a.mp3', href: '/a', image: '/i.png', alt: 'A', name: 'N', id: 'i', sku: 'S', price: 100, start: '2026-03-02T10:00:00Z', end: '2026-03-02T11:00:00Z' };

const escapeScript = (text: string): string => text.replace(/</g, '\\u003c');
const withJson = (tag: string, text: string): string => `<${tag}><script type="application/json">${escapeScript(text)}</script></${tag}>`;

const CASES: Record<string, string> = {
  'a syntax error': '{"items": [1, 2,',
  'a number': '42',
  'a string': '"just text"',
  'items of the wrong types': JSON.stringify([{ title: 42, content: false, url: 7, href: null, image: [], items: 'no' }, 'junk', null]),
  '10,000 items': JSON.stringify(Array.from({ length: 10_000 }, (_, i) => ({ ...GENERIC_ITEM, id: `i${i}`, title: `Item ${i}` }))),
};
/** Payloads no schema may accept. */
const ALWAYS_REFUSED = new Set(['a syntax error', 'a number', 'a string']);

installSweepGuards();

describe('bad inline JSON of every element', () => {
  for (const tag of sweptTags) {
    it(`<${tag}>: missing, malformed, wrongly shaped and huge inline JSON`, async function (this: { timeout?: (ms: number) => void } | undefined) {
      // Elements that accept 10,000 items render them all: seconds on a loaded machine.
      this?.timeout?.(120_000);
      uncaught.length = 0;
      const { payload } = definitionOf(tag);
      if (!payload) {
        const m = await mount(withJson(tag, '{"broken": ['));
        expect({ tag, notices: m.notices.filter((n) => n.includes('inline JSON')) }).toEqual({ tag, notices: [] });
        return;
      }
      if (payload.required) {
        expectNotice(tag, 'inline JSON or data-src', await mount(`<${tag}></${tag}>`), `<${tag}> without its required JSON`);
        cleanup();
      }
      for (const [label, text] of Object.entries(CASES)) {
        const what = `<${tag}> inline JSON ${label}`;
        let valid = false;
        try {
          const result = payload.schema['~standard'].validate(JSON.parse(text));
          valid = !(result instanceof Promise) && !result.issues;
        } catch {
          valid = false;
        }
        if (ALWAYS_REFUSED.has(label)) expect({ what, valid }).toEqual({ what, valid: false });
        // 10,000 items are mounted hidden: refused or taken without a crash is checked, not their layout.
        const hidden = label === '10,000 items';
        const m = await mount(withJson(tag, text), { hidden });
        if (valid) expectNoNotice(tag, 'inline JSON', m, what);
        else expectNotice(tag, 'inline JSON', m, what, { hidden });
        cleanup();
      }
      await expectPageWorks(`<${tag}> payloads`);
      expect({ tag, uncaught }).toEqual({ tag, uncaught: [] });
    });
  }
});
