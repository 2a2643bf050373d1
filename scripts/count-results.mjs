#!/usr/bin/env node
// Reads a test runner's own output and prints "PASSED FAILED" (two numbers) for scripts/test-all.sh.
//
//   node scripts/count-results.mjs line <label> <log> <exit-code>
//       the last "<label>: N passed, N failed" line of a log (ANSI colours ignored)
//   node scripts/count-results.mjs vitest-json <report.json> <exit-code>
//       numPassedTests / numFailedTests from vitest's JSON reporter
//   node scripts/count-results.mjs failures <log> [max-lines]
//       prints the failures a log names (`✗ name` with the first lines of its error, vitest's
//       `FAIL` and `×` lines, `⚠ flaky:` tests that passed only on a second try), at most
//       max-lines (default 40), for the summary at the end of a run; @web/test-runner marks a
//       failed test `❌ group > name`
//
// When the runner printed nothing countable, a non-zero exit code counts as one failure (and a zero
// exit code as one pass), so a crash can never look like success.
import { existsSync, readFileSync } from 'node:fs';

const [mode, ...args] = process.argv.slice(2);

/** Prints the counts; a failing exit code with zero failures counted adds one failure. */
function report(passed, failed, exitCode) {
  if (exitCode !== 0 && failed === 0) failed = 1;
  console.log(`${passed} ${failed}`);
}

function fromLine(label, log, exitCode) {
  // eslint-disable-next-line no-control-regex -- strips ANSI colour codes (ESC [ … letter) from the log
  const text = existsSync(log) ? readFileSync(log, 'utf8').replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '') : '';
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const matches = [...text.matchAll(new RegExp(`^\\s*${escaped}:\\s*(\\d+) passed, (\\d+) failed`, 'gm'))];
  const last = matches.at(-1);
  if (!last) return report(exitCode === 0 ? 1 : 0, exitCode === 0 ? 0 : 1, exitCode);
  report(Number(last[1]), Number(last[2]), exitCode);
}

function fromVitestJson(file, exitCode) {
  let data;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return report(0, 1, exitCode || 1);
  }
  // A file that fails to load has no failed test but a failed suite: count it.
  const failedFiles = (data.testResults ?? []).filter(
    (r) => r.status === 'failed' && (r.assertionResults ?? []).every((a) => a.status !== 'failed'),
  ).length;
  report(data.numPassedTests ?? 0, (data.numFailedTests ?? 0) + failedFiles, exitCode);
}

/** Prints the failure lines of a log: each `✗` line (once) with up to six lines of its indented error. */
function failures(log, maxLines) {
  // eslint-disable-next-line no-control-regex -- strips ANSI colour codes (ESC [ … letter) from the log
  const lines = existsSync(log) ? readFileSync(log, 'utf8').replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '').split('\n') : [];
  const seen = new Set();
  const out = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i].trimEnd();
    if (!/^\s*(✗|×|❌|FAIL|⚠ flaky:) /.test(line) || seen.has(line.trim())) continue;
    seen.add(line.trim());
    out.push(line);
    const depth = line.length - line.trimStart().length;
    for (let j = i + 1; j <= i + 6 && j < lines.length; j += 1) {
      const next = lines[j];
      if (next.trim() === '' || next.length - next.trimStart().length <= depth) break;
      out.push(next.trimEnd().slice(0, 300));
    }
  }
  if (out.length > 0) console.log(out.slice(0, maxLines).join('\n'));
}

if (mode === 'line') fromLine(args[0] ?? '', args[1] ?? '', Number(args[2] ?? 1));
else if (mode === 'vitest-json') fromVitestJson(args[0] ?? '', Number(args[1] ?? 1));
else if (mode === 'failures') failures(args[0] ?? '', Number(args[1] ?? 40));
else {
  console.error('usage: count-results.mjs line <label> <log> <exit-code> | vitest-json <report.json> <exit-code> | failures <log> [max-lines]');
  process.exit(2);
}
