// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { deliverDue } from '../notify/deliver.ts';
import { NOW, notifyApp } from '../../../test/helpers/server/notify-app.ts';
import { staffCookie } from '../../../test/helpers/server/test-app.ts';
import { inlineImagesAsDataUris } from './inline-images.ts';
import { readOutbox } from './mailer.ts';

let t: Awaited<ReturnType<typeof notifyApp>>;
afterEach(() => t.close());

describe('the staff outbox preview of an e-mail with the tenant’s logo', () => {
  it('shows the logo as a data: image (all its policy allows), and lists only the real attachments', async () => {
    t = await notifyApp();
    await t.bookingEventNow('booking.created');
    await deliverDue(t.data, t.config, NOW);
    const [message] = await readOutbox(t.data, 'org_northwind');
    expect(message?.attachments).toEqual(['invite.ics']);
    const served = await t.app.request(`/staff/outbox/${message?.id}/message.html`, {
      headers: { orgid: 'org_northwind', cookie: await staffCookie(t.data) },
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-security-policy')).toMatch(/img-src data:(;|$)/);
    const html = await served.text();
    expect(html).toMatch(/<img src="data:image\/png;base64,iVBORw0KGgo[A-Za-z0-9+/=]+" width="40" height="40" alt="Northwind Outfitters"/);
    expect(html).not.toContain('cid:');
    const page = await (
      await t.app.request('/staff/outbox', { headers: { orgid: 'org_northwind', cookie: await staffCookie(t.data) } })
    ).text();
    expect(page).not.toContain('northwind.png');
  });

  it('leaves a cid: without a matching image as it is, and never makes an SVG a data: URI', () => {
    const svg = { filename: 'x.svg', contentType: 'image/svg+xml', content: '<svg onload="alert(1)"/>', cid: 'x@a' };
    const png = { filename: 'p.png', contentType: 'image/png', content: 'iVBO\r\nRw==', encoding: 'base64' as const, cid: 'p@a' };
    expect(inlineImagesAsDataUris('<img src="cid:x@a"><img src="cid:p@a"><img src="cid:gone@a">', [svg, png])).toBe(
      '<img src="cid:x@a"><img src="data:image/png;base64,iVBORw=="><img src="cid:gone@a">',
    );
  });
});
