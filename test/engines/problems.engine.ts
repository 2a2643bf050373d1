/**
 * The problem recorder itself: an error thrown by a page's first script, before anything the test
 * runs in the page, is seen in every engine (WebKit's classic WebDriver has no script that runs before
 * the page's own; the proxy of recording-proxy.ts puts the recorder first in every page).
 */
import assert from 'node:assert/strict';
import { takeProblems } from './engine.ts';
import { EARLY_ERROR_MESSAGE, EARLY_ERROR_PATH } from './recording-proxy.ts';
import { engineTest } from './suite.ts';

engineTest('problems: an error thrown by the first script in <head> is recorded (and would fail any test)', async (page) => {
  await page.open(EARLY_ERROR_PATH);
  const problems = await takeProblems(page);
  assert.ok(
    problems.some((p) => p.includes(EARLY_ERROR_MESSAGE)),
    `the recorder saw the error thrown before the test's first script; it recorded: ${JSON.stringify(problems)}`,
  );
});
