import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../test/chromium.mjs';

export { chromiumArgs, chromiumPath };

/** Launches one headless Chromium for a whole benchmark run. */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
}
