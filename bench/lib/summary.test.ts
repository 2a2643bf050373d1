import { describe, expect, it } from 'vitest';
import { atLeast, atMost, summaryTable } from './summary.ts';
import { formatMarkdown } from './table.ts';

describe('summary verdicts', () => {
  it('meets a smaller-is-better target up to and including its limit', () => {
    expect(atMost(100, 100)).toBe('ok');
    expect(atMost(100.1, 100)).toBe('over');
    expect(atMost(0, 0)).toBe('ok');
    expect(atMost(0.004, 0)).toBe('over');
  });

  it('misses a score target below its floor', () => {
    expect(atLeast(100, 100)).toBe('ok');
    expect(atLeast(99, 100)).toBe('over');
  });
});

describe('summary table', () => {
  it('lists every figure with its target and verdict as one Markdown table', () => {
    const md = formatMarkdown(
      summaryTable(
        [
          { figure: 'bytes: loader', measured: '1.45 KB', target: '<= 2.00 KB', verdict: 'ok' },
          { figure: 'layout shift: a|b', measured: '0.2', target: '0', verdict: 'over' },
        ],
        ['machine line'],
      ),
    );
    const lines = md.split('\n');
    expect(lines[2]).toMatch(/^\| figure +\| measured +\| target +\| verdict \|$/);
    expect(md).toContain('| bytes: loader ');
    expect(md).toContain('layout shift: a\\|b');
    expect(md).toContain('- machine line');
  });
});
