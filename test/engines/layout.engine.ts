/**
 * Layout differences between engines that a visitor sees: on a phone-width window no page may
 * scroll sideways.
 */
import assert from 'node:assert/strict';
import { upgraded, waitFor, type EnginePage } from './engine.ts';
import { engineTest } from './suite.ts';

/** How far the page scrolls sideways beyond the viewport, in CSS pixels. */
function sidewaysScroll(page: EnginePage): Promise<number> {
  return page.script<number>('return document.documentElement.scrollWidth - document.documentElement.clientWidth;');
}

engineTest('layout: the calendar month at phone width, full of events, does not scroll the page sideways', async (page) => {
  // WebKit's window cannot be narrower than 447 px here; at either width a day is a narrow column.
  await page.resize(375, 900);
  await page.open('/calendar/public?calendar-view=month');
  await upgraded(page, 'site-calendar');
  await waitFor(page, { css: 'site-calendar [role="gridcell"] button' });
  assert.equal(await sidewaysScroll(page), 0, 'event titles wider than their day are clipped without widening the page');
});
