/** axe-core in an engine's page, held to the same WCAG 2.2 AA tags as the Chromium e2e suite. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { WCAG_TAGS } from '../e2e/harness.ts';
import type { EnginePage } from './engine.ts';

const require = createRequire(import.meta.url);
let axeSource: string | undefined;

interface Violation {
  id: string;
  help: string;
  targets: string[];
}

/**
 * Injects axe-core's source through the engine's protocol (no `<script>` tag, which the page's strict
 * CSP would block), runs it on the page or on `selector`, and throws listing every violation.
 */
export async function expectNoAxeViolations(page: EnginePage, selector?: string): Promise<void> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.script<boolean>('return typeof window.axe === "object";'))) await page.inject(axeSource);
  const violations = await page.script<Violation[]>(
    `const result = await window.axe.run(arg.selector ? document.querySelector(arg.selector) : document, {
       runOnly: { type: 'tag', values: arg.tags }, resultTypes: ['violations'] });
     return result.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));`,
    { selector, tags: WCAG_TAGS },
  );
  if (violations.length > 0) {
    const lines = violations.flatMap((v) => v.targets.map((t) => `  - [${v.id}] ${v.help}\n      target: ${t}`));
    throw new Error(`axe found ${lines.length} violation(s) on ${await page.url()}:\n${lines.join('\n')}`);
  }
}
