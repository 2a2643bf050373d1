/**
 * Races between server processes, for tests that must prove a rule holds across processes sharing
 * one database (not just across connections in one process). Each racer is a script in
 * test/fixtures/server-races/ run with tsx in its own process: it opens the database, prints `ready`, waits for the `go` file, does its one
 * thing and prints its answer. `race` starts them all, waits until every one is ready, creates the go
 * file so they start together, and resolves with their answers in start order.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A racer script of test/fixtures/server-races/: `stock` is stock-racer.ts. */
export function racerScript(name: 'migrate' | 'refund' | 'stock'): string {
  return join(import.meta.dirname, '../../fixtures/server-races', `${name}-racer.ts`);
}

function racer(fixture: string, args: readonly string[], ready: () => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fixture, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out === 'ready\n') ready();
    });
    child.on('error', reject);
    child.on('exit', () => resolve(out.replace('ready\n', '').trim()));
  });
}

/**
 * Runs `count` copies of `fixture` at once. Each gets `argsFor(goFile)` on its command line, where
 * `goFile` (inside `dir`) is the file whose creation starts them all.
 */
export async function race(fixture: string, dir: string, count: number, argsFor: (goFile: string) => readonly string[]): Promise<string[]> {
  const goFile = join(dir, `go-${process.pid}-${Date.now()}`);
  let waiting = count;
  let go: () => void = () => undefined;
  const allReady = new Promise<void>((resolve) => (go = resolve));
  const answers = Array.from({ length: count }, () => racer(fixture, argsFor(goFile), () => --waiting === 0 && go()));
  await allReady;
  writeFileSync(goFile, '');
  return Promise.all(answers);
}
