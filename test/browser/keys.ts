import { sendKeys } from '@web/test-runner-commands';
import { settle } from './fixture.ts';

/**
 * Presses a key with the browser's real keyboard (through @web/test-runner's `sendKeys` command,
 * which ships with @web/test-runner), so native behaviour happens: Enter or Space on a focused
 * `<button>` clicks it, Tab moves focus. Key names follow Puppeteer (`Enter`, `Space`, `ArrowDown`,
 * `Tab`); modifiers join with `+` (`Shift+Tab`). Waits for the resulting render.
 */
export async function pressKey(combo: string): Promise<void> {
  const parts = combo.split('+');
  const key = parts.pop() || '+';
  for (const modifier of parts) await sendKeys({ down: modifier });
  try {
    await sendKeys({ press: key });
  } finally {
    for (const modifier of parts.reverse()) await sendKeys({ up: modifier });
  }
  await settle();
}
