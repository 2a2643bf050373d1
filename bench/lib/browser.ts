import { chromium, type Browser } from 'playwright-core';

/** Flags for Debian's Chromium in a container: headless, no sandbox, nothing phoning home. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The system Chromium (never downloaded); `CHROME_PATH` overrides `/usr/bin/chromium`. */
export function chromiumPath(): string {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

/** Launches one headless Chromium for a whole benchmark run. */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
}
