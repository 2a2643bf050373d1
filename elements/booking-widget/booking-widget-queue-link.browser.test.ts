import { afterEach, describe, it } from '../../test/browser/mocha.ts';
import { defined, expect } from '../../test/browser/assert.ts';
import { waitFor } from '../../test/browser/fixture.ts';
import { fakeManageToken } from '../../test/fakes/booking-server.ts';
import type { QueueEntry } from '../../shared/api/schemas.ts';
import { button, mountWidget, unmountWidget, journey } from '../../test/helpers/booking-widget-browser.ts';

afterEach(() => unmountWidget());

const grace: QueueEntry = {
  id: 'q_grace',
  locationId: 'loc_a',
  serviceId: 'svc_cut',
  customerName: 'Grace Hopper',
  customerPhone: '+44 20 7946 0555',
  partySize: 1,
  estimatedWaitTime: 0,
  status: 'notified',
  position: 1,
  joinedAt: new Date().toISOString(),
  notifiedAt: new Date().toISOString(),
  createdAt: new Date().toISOString(),
};

describe('<booking-widget> the queue e-mail’s link', () => {
  it(
    'opens the walk-in’s own entry on a queue status page from the link’s token, with Leave the Queue',
    journey(async () => {
      const token = fakeManageToken('queue', grace.id);
      const { el } = await mountWidget(`data-preset="salon" data-mode="view-queue-progress" data-manage-token="${token}"`, undefined, { queue: [grace] });
      const card = await waitFor(() => el.querySelector<HTMLElement>('[data-your-status]'), { message: 'Your Status card' });
      await waitFor(() => card.textContent?.includes('Grace Hopper'), { message: 'the full name only the owner reads' });
      expect(button(el, 'Leave the Queue')).toBeTruthy();
      expect(el.querySelector('[data-manage-lookup], [data-lookup-form]')).toBeNull();
    }),
  );

  it(
    'says no entry was found when the link’s token opens nothing',
    journey(async () => {
      const { el } = await mountWidget('data-preset="salon" data-mode="view-queue-progress" data-manage-token="fake-queue.q_gone"', undefined, { queue: [grace] });
      const banner = await waitFor(() => el.querySelector<HTMLElement>('[role="alert"]'), { message: 'the error banner' });
      await waitFor(() => defined(banner.textContent).includes('No entry found with this ID or phone number'), { message: 'not found' });
      expect(el.querySelector('[data-your-status]')).toBeNull();
    }),
  );
});
