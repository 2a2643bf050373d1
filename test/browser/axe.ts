import axe from 'axe-core';

/** The WCAG 2.2 AA rule tags every element is held to: zero violations in every state. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One line per failing node: rule, impact, help text and the node's CSS target. */
export function formatViolations(violations: axe.Result[]): string {
  return violations
    .flatMap((v) =>
      v.nodes.map(
        (node) =>
          `  - [${v.id}] (${v.impact ?? 'n/a'}) ${v.help}\n      target: ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`,
      ),
    )
    .join('\n');
}

// axe.run refuses to start while another run is in progress: chain runs so callers never overlap.
let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs axe-core on `root` (the whole document by default) with the WCAG 2.2 AA tags and throws,
 * listing every violation with its target, when there is any.
 */
export async function expectNoAxeViolations(root: Element = document.body): Promise<void> {
  const run = queue.then(() => axe.run(root, { runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'] }));
  queue = run.catch(() => undefined);
  const results = await run;
  if (results.violations.length > 0) {
    const count = results.violations.reduce((n, v) => n + v.nodes.length, 0);
    throw new Error(`axe found ${count} accessibility violation(s) in ${root.localName}:\n${formatViolations(results.violations)}`);
  }
}
