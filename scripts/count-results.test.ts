import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flakyLine } from '../test/helpers/second-try.ts';

const script = join(__dirname, 'count-results.mjs');

function run(...args: string[]): string {
  return execFileSync('node', [script, ...args], { encoding: 'utf8' }).replace(/\n$/, '');
}

function logFile(text: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'count-results-')), 'stage.log');
  writeFileSync(file, text);
  return file;
}

describe('count-results', () => {
  it('reads the last counts line, and counts a crash with no line as a failure', () => {
    const log = logFile('e2e: 3 passed, 0 failed\n\x1b[31me2e: 195 passed, 1 failed\x1b[0m\n');
    expect(run('line', 'e2e', log, '1')).toBe('195 1');
    expect(run('line', 'e2e', logFile('Segmentation fault\n'), '139')).toBe('0 1');
  });

  it('names each failed test once, with the first lines of its error, for the end of the CI log', () => {
    const log = logFile(
      [
        'e2e: worker 1: demo site at http://127.0.0.1:4000',
        '  ✓ checkout with a card (812 ms)',
        '  ✗ booking: a visitor reschedules (30012 ms)',
        '    TimeoutError: locator.click: Timeout 30000ms exceeded.',
        '    waiting for getByRole(\'button\', { name: \'Continue\' })',
        '',
        '  ✓ queue (300 ms)',
        '  ✗ booking: a visitor reschedules (30012 ms)',
        '    TimeoutError: locator.click: Timeout 30000ms exceeded.',
        'e2e: 2 passed, 1 failed',
      ].join('\n'),
    );
    expect(run('failures', log).split('\n')).toEqual([
      '  ✗ booking: a visitor reschedules (30012 ms)',
      '    TimeoutError: locator.click: Timeout 30000ms exceeded.',
      "    waiting for getByRole('button', { name: 'Continue' })",
    ]);
    expect(run('failures', logFile('  ✓ all good\n'))).toBe('');
  });

  it('names a browser test that failed, as @web/test-runner prints it, once', () => {
    const failed = [' ❌ kit > keeps focus', '      AssertionError: expected 1 to be 2', '        at check (test/browser/assert.ts:83:33)'];
    const log = logFile(['browser: 1 passed, 1 failed', 'shared/x.browser.test.ts:', '', ...failed, '', ' kit [Chrome]', '   𐄂 keeps focus', '', ...failed, ''].join('\n'));
    expect(run('failures', log).split('\n')).toEqual(failed);
  });

  it('names a test that passed only on its second try, with the first try\'s error', () => {
    // The line exactly as the e2e and engine runners print it.
    const flaky = `  ${flakyLine('store: no layout shift')}`;
    const log = logFile(
      ['  ✓ store: no layout shift (2100 ms, on the second try)', flaky, '    first try: layout shift on /store', '', flaky.trim(), 'e2e: 1 passed, 0 failed'].join('\n'),
    );
    expect(run('failures', log).split('\n')).toEqual([flaky, '    first try: layout shift on /store']);
  });
});
