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
  /** The engines it runs in (all when not given). */
  engines?: readonly EngineName[];
}

const registry: EngineTest[] = [];

/** Registers a test for every engine (or the `engines` given). */
export function engineTest(
  name: string,
  fn: (page: EnginePage) => Promise<void>,
  options: { timeout?: number; knownDifference?: Partial<Record<EngineName, string>>; engines?: readonly EngineName[] } = {},
): void {
  registry.push({ name, fn, timeout: options.timeout ?? 45_000, knownDifference: options.knownDifference ?? {}, engines: options.engines });
}

/** Every registered test, in registration order. */
export function registeredTests(): readonly EngineTest[] {
  return registry;
}
