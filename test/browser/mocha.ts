/**
 * Typed access to the mocha globals (`describe`, `it`, hooks) that @web/test-runner provides in the
 * browser page, so browser tests type-check without @types/mocha. Looked up on each call, so
 * importing this file has no side effects.
 */

/** A test or hook body: sync or async. */
export type TestFn = () => void | Promise<void>;

interface MochaGlobals {
  describe(name: string, fn: () => void): void;
  it(name: string, fn: TestFn): void;
  before(fn: TestFn): void;
  after(fn: TestFn): void;
  beforeEach(fn: TestFn): void;
  afterEach(fn: TestFn): void;
}

function globals(): MochaGlobals {
  const g = globalThis as unknown as Partial<MochaGlobals>;
  if (typeof g.describe !== 'function') throw new Error('mocha globals are missing: run browser tests with web-test-runner');
  return g as MochaGlobals;
}

/** Groups tests. */
export const describe = (name: string, fn: () => void): void => globals().describe(name, fn);
/** One test. */
export const it = (name: string, fn: TestFn): void => globals().it(name, fn);
/** Runs once before the group. */
export const before = (fn: TestFn): void => globals().before(fn);
/** Runs once after the group. */
export const after = (fn: TestFn): void => globals().after(fn);
/** Runs before each test. */
export const beforeEach = (fn: TestFn): void => globals().beforeEach(fn);
/** Runs after each test. */
export const afterEach = (fn: TestFn): void => globals().afterEach(fn);

/**
 * A test that documents a known, reported bug without turning the suite red: it passes while `fn`
 * still fails, and fails (asking to turn it into a plain `it`) as soon as the bug is fixed.
 */
export const knownBug = (name: string, fn: TestFn): void =>
  globals().it(`[known bug] ${name}`, async () => {
    let fixed = false;
    try {
      await fn();
      fixed = true;
    } catch {
      // Still broken, as reported.
    }
    if (fixed) throw new Error(`"${name}" passes now: the bug is fixed, change knownBug(...) to it(...)`);
  });
