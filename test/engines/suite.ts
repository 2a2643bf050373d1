/**
 * The engine suite's test registry: `engineTest(name, fn)` registers a test that runs in every engine
 * (Firefox ESR and WebKitGTK), each time in a fresh page.
 */
import type { EngineName, EnginePage } from './engine.ts';

/** One registered test. */
export interface EngineTest {
  name: string;
  fn: (page: EnginePage) => Promise<void>;
  timeout: number;
  /**
   * Engines where the test documents a known difference that cannot pass (with the reason): the test
   * passes there while `fn` still fails, and fails once it passes, asking to make it a plain test.
   */
  knownDifference: Partial<Record<EngineName, string>>;
}

const registry: EngineTest[] = [];

/** Registers a test for every engine. */
export function engineTest(
  name: string,
  fn: (page: EnginePage) => Promise<void>,
  options: { timeout?: number; knownDifference?: Partial<Record<EngineName, string>> } = {},
): void {
  registry.push({ name, fn, timeout: options.timeout ?? 45_000, knownDifference: options.knownDifference ?? {} });
}

/** Every registered test, in registration order. */
export function registeredTests(): readonly EngineTest[] {
  return registry;
}
