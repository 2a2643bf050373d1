// The one place that says how every tool starts Chromium: Debian's system browser (never a
// downloaded one) and the flags for a container. Plain JavaScript so web-test-runner.config.mjs can
// import it as well as the TypeScript harnesses (e2e, bench, pack test).
import process from 'node:process';

/** Flags for headless Chromium in CI: headless, no sandbox (containers), no GPU, nothing phoning home. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The system Chromium: `CHROME_PATH`, else Debian's `/usr/bin/chromium`. */
export function chromiumPath() {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}
