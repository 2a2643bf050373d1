// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../../test/helpers/server/test-app.ts';

const t = makeTestApp();
afterAll(() => t.close());

describe('footer pages', () => {
  it('serves every link of the footer, with the demo’s real cookie and storage facts', async () => {
    const home = await (await t.app.request('/')).text();
    const footer = home.slice(home.indexOf('<site-footer'), home.indexOf('</site-footer>'));
    const links = Array.from(footer.matchAll(/href="(\/[^"#?]*)"/g), (m) => m[1]!);
    expect(links).toEqual(expect.arrayContaining(['/privacy', '/terms', '/cookies', '/sitemap']));
    for (const link of links) expect((await t.app.request(link)).status, link).toBe(200);
    const cookies = await (await t.app.request('/cookies')).text();
    expect(cookies).toContain('<h1>Cookie Policy</h1>');
    expect(cookies).toContain('site_org');
  });

  it('lists the site’s pages on the sitemap, keeping an explicit ?org=', async () => {
    const sitemap = await (await t.app.request('/sitemap?org=harbor')).text();
    expect(sitemap).toContain('<a href="/help?org=harbor">Help</a>');
    expect(sitemap).toContain('<a href="/privacy?org=harbor">Privacy</a>');
    const main = sitemap.slice(sitemap.indexOf('<main'), sitemap.indexOf('</main>'));
    expect(main).not.toMatch(/href="[^"]*\/:/);
  });
});
