/**
 * Bad attributes (issue 10, Faults and bad input), generated from each registered element's
 * definition (`customElements.get(tag).definition`): every attribute gets a wrong type, an unknown
 * enum value and huge values (100,000 characters, 1e308, 1e309). A value the attribute's spec refuses
 * must show the visible notice naming the attribute (logged once, sent as `site-error`); a value it
 * accepts (an unbounded number) must render without a notice for it. Nothing throws uncaught, and
 * after each element a canary accordion still upgrades and responds. Inline JSON: payload-sweep.
 */
import { describe, it } from '../test/browser/mocha.ts';
import { expect } from '../test/browser/assert.ts';
import { cleanup } from '../test/browser/fixture.ts';
import { definitionOf, expectNoNotice, expectNotice, expectPageWorks, installSweepGuards, mount, sweptTags, uncaught } from '../test/browser/config-sweep.ts';
import { attributeName, type AttributeSpec } from '../shared/element/attributes.ts';

const HUGE_TEXT = 'x'.repeat(100_000);

/** The bad values for one attribute, by what they are, from its kind. */
function badValues(spec: AttributeSpec<unknown>): Record<string, string> {
  switch (spec.kind) {
    case 'number':
      return { 'not a number': 'abc', 'a number and text': '12px', huge: '1e308', 'beyond float': '1e309', 'huge negative': '-1e308', 'huge text': HUGE_TEXT };
    case 'boolean':
      return { 'not a boolean': 'maybe', 'huge text': HUGE_TEXT };
    case 'enum':
      return { 'unknown value': 'definitely-not-an-option', 'wrong case': String(spec.options?.[0] ?? 'x').toUpperCase() + '!', 'huge text': HUGE_TEXT };
    default:
      return { 'huge text': HUGE_TEXT };
  }
}

/** Values a spec refuses whatever its bounds: these must always show the notice. */
const ALWAYS_REFUSED = new Set(['not a number', 'a number and text', 'beyond float', 'not a boolean', 'unknown value', 'wrong case', 'huge text']);

installSweepGuards();

describe('bad attributes of every element', () => {
  it('finds every element folder and its definition', () => {
    expect(sweptTags.length).toBeGreaterThan(20);
    for (const tag of sweptTags) expect({ tag, attributes: typeof definitionOf(tag).attributes }).toEqual({ tag, attributes: 'object' });
  });

  for (const tag of sweptTags) {
    it(`<${tag}>: wrong, unknown and huge attribute values`, async function (this: { timeout?: (ms: number) => void } | undefined) {
      this?.timeout?.(60_000);
      uncaught.length = 0;
      const bad = Object.entries(definitionOf(tag).attributes).map(([prop, spec]) => ({ name: attributeName(prop), spec, values: Object.entries(badValues(spec)) }));
      // Round i sets every attribute to its i-th bad value at once: each one must be named on its own.
      const rounds = Math.max(0, ...bad.map((b) => b.values.length));
      for (let round = 0; round < rounds; round++) {
        const host = document.createElement(tag);
        const set = bad.flatMap(({ name, spec, values }) => {
          const entry = values[round];
          if (!entry) return [];
          host.setAttribute(name, entry[1]);
          return [{ name, spec, label: entry[0], value: entry[1] }];
        });
        const m = await mount(host.outerHTML);
        for (const { name, spec, label, value } of set) {
          const what = `<${tag}> ${name} ${label}`;
          const refused = !spec.parse(value).ok;
          if (ALWAYS_REFUSED.has(label)) expect({ what, refused }).toEqual({ what, refused: true });
          if (refused) expectNotice(tag, name, m, what);
          else expectNoNotice(tag, name, m, what);
        }
        cleanup();
      }
      await expectPageWorks(`<${tag}> attributes`);
      expect({ tag, uncaught }).toEqual({ tag, uncaught: [] });
    });
  }
});
