// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { body, bookingApp } from '../../../test/helpers/server/booking-app.ts';
import { readOutbox } from '../mail/mailer.ts';
import { deliverDue } from './deliver.ts';

let app: ReturnType<typeof bookingApp>;
afterEach(() => app.close());

/** Two Harbor walk-ins with e-mail; staff call the first: returns the link each e-mail carries. */
async function calledLinks() {
  app = bookingApp();
  const join = async (name: string, email: string) => {
    const walkIn = {
      type: 'queue',
      locationId: 'loc_hb_marina',
      serviceId: 'svc_hb_mens',
      customerName: name,
      customerPhone: '07700 900123',
    };
    const res = await app.post(
      '/create',
      { ...walkIn, customerEmail: email, partySize: 1, status: 'waiting' },
      { org: 'org_harbor', as: 'visitor' },
    );
    expect(res.status).toBe(201);
    return (await body(res)).queueEntry as { id: string };
  };
  const sam = await join('Sam', 'sam@example.co.uk');
  const kim = await join('Kim', 'kim@example.co.uk');
  expect((await app.post('/update', { locationId: 'loc_hb_marina', action: 'notify-next' }, { org: 'org_harbor' })).status).toBe(200);
  await deliverDue(app.data, app.config, new Date(Date.now() + 60_000));
  const outbox = await readOutbox(app.data, 'org_harbor');
  const linkTo = (recipient: string) => {
    const message = outbox.find((m) => m.recipient === recipient);
    return new URL(/(?:See your place in the queue|Ver tu lugar en la cola): (\S+)/.exec(message?.body ?? '')?.[1] ?? 'http://invalid/');
  };
  return { sam, kim, samUrl: linkTo('sam@example.co.uk'), kimUrl: linkTo('kim@example.co.uk') };
}

describe('the queue e-mails’ link', () => {
  it('opens the queue page with the walk-in’s own signed token, never stored, no tracking', async () => {
    const { samUrl, kimUrl } = await calledLinks();
    for (const url of [samUrl, kimUrl]) {
      expect(url.pathname).toBe('/queue');
      expect([...url.searchParams.keys()].sort()).toEqual(['manage', 'org']);
    }
    expect(samUrl.searchParams.get('manage')).not.toBe(kimUrl.searchParams.get('manage'));
    const token = samUrl.searchParams.get('manage') ?? '';
    expect(JSON.stringify(await app.data.selectFrom('events').select('data').execute())).not.toContain(token);
  });

  it('lets a visitor on another device read their entry with it; a forged token and the other tenant read nothing', async () => {
    const { sam, samUrl } = await calledLinks();
    const token = samUrl.searchParams.get('manage') ?? '';
    const read = (t: string, org = 'org_harbor') => app.get(`?type=queue&manageToken=${encodeURIComponent(t)}`, org, 'visitor');
    const opened = await read(token);
    expect(opened.status).toBe(200);
    expect((await body(opened)).queue[0]).toMatchObject({ id: sam.id, customerName: 'Sam', status: 'notified' });
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await read(forged)).status).toBe(404);
    expect((await read(token, 'org_northwind')).status).toBe(404);
  });
});
