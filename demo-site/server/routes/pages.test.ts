// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { html, jsonScript, raw, safeJson } from '../views/html.ts';
import { renderLayout, type ShellContext } from '../views/layout.ts';
import { makeTestApp } from '../../../test/helpers/server/test-app.ts';

const t = makeTestApp();
afterAll(() => t.close());

describe('html template', () => {
  it('escapes interpolated text and attribute values', () => {
    const evil = `<img src=x onerror="alert('1')">&`;
    expect(html`<p title="${evil}">${evil}</p>`.value).toBe(
      '<p title="&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;">&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;</p>',
    );
  });

  it('keeps fragments from html and raw, joins lists, drops null, undefined and false', () => {
    const items = ['a<', 'b'].map((x) => html`<li>${x}</li>`);
    expect(html`<ul>${items}</ul>${null}${undefined}${false}${0}${raw('<hr>')}`.value).toBe('<ul><li>a&lt;</li><li>b</li></ul>0<hr>');
  });

  it('makes JSON safe inside a script tag', () => {
    const data = [{ title: '</script><script>alert(1)</script>', content: 'a & b <!-- \u2028' }];
    const json = safeJson(data);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(data);
    expect(jsonScript(data).value).toBe(`<script type="application/json">${json}</script>`);
  });
});

describe('layout', () => {
  const ctx: ShellContext = {
    nonce: 'abc',
    site: { url: 'http://localhost', defaultTitle: 'Default <title>', defaultDescription: 'Desc', defaultLocale: 'fr-FR', demoMode: false },
    path: '/',
    nav: [],
    link: (path) => path,
  };

  it('adds the shell elements the page features ask for', async () => {
    const plain = await renderLayout({ body: html`<p>x</p>` }, ctx);
    expect(plain).not.toContain('<site-cart');
    expect(plain).not.toContain('<site-audio-bar>');
    const both = await renderLayout({ body: html``, features: { hasStore: true, hasAudioPlayer: true } }, ctx);
    expect(both).toContain('<site-cart data-saved-href="/store/saved"></site-cart>');
    expect(both).toContain('<site-audio-bar></site-audio-bar>');
  });

  it('renders the audio bar on every page of a tenant while a track is current in the browser', async () => {
    const withoutTrack = await (await t.app.request('/help')).text();
    expect(withoutTrack).not.toContain('<site-audio-bar>');
    const withTrack = await (await t.app.request('/help', { headers: { cookie: 'site_audio=1' } })).text();
    expect(withTrack).toContain('<site-audio-bar></site-audio-bar>');
  });

  it("speaks the page's language in its own words: header, navigation and footer", async () => {
    const spanish = await (await t.app.request('/help?lang=es')).text();
    expect(spanish).toContain('<html lang="es-ES"');
    for (const words of ['Saltar al contenido principal', '>Menú</a>', '>Tienda</a>', '>Enlaces rápidos</h2>', '>Política de privacidad</a>', '>Boletín</h2>', '>Suscribirse</button>']) expect(spanish).toContain(words);
    for (const words of ['Skip to main content', '>Store</a>', 'Quick links', 'Privacy Policy', '>Subscribe</button>']) expect(spanish).not.toContain(words);
    const english = await (await t.app.request('/help?lang=en')).text();
    for (const words of ['Skip to main content', '>Menu</a>', '>Store</a>', '>Quick links</h2>', '>Privacy Policy</a>', '>Subscribe</button>']) expect(english).toContain(words);
  });

  it('uses the configured defaults without a tenant', async () => {
    const page = await renderLayout({ body: html`` }, ctx);
    expect(page.startsWith('<!doctype html>\n<html lang="fr-FR">')).toBe(true);
    expect(page).toContain('<title>Default &lt;title&gt;</title>');
    expect(page).toContain('<meta name="description" content="Desc">');
    expect(page).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(page).toContain('<a class="skip-link" href="#main">');
    expect(page).not.toContain('demo-notice');
  });
});

describe('pages', () => {
  it('renders the home page with the tenant name, links and the floating cart', async () => {
    const response = await t.app.request('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8/i);
    const page = await response.text();
    expect(page).toContain('<html lang="en-US" data-site-theme="northwind">');
    expect(page).toContain('<title>Northwind Outfitters</title>');
    expect(page).toContain('<h1>Northwind Outfitters</h1>');
    expect(page).toContain('<a href="/help">Help</a>');
    expect(page).toContain('<site-cart data-saved-href="/store/saved"></site-cart>');
    expect(page).toContain('<main id="main" tabindex="-1">');
    expect(page).toContain('<meta name="site-organisation-id" content="org_northwind">');
  });

  it('renders the help page with both accordion forms', async () => {
    const page = await (await t.app.request('/help?org=harbor')).text();
    expect(page).toContain('<html lang="en-GB" data-site-theme="harbor">');
    expect(page).toContain('<title>Help · Harbor Bistro &amp; Salon</title>');
    expect(page).toMatch(
      /<site-accordion data-label="Frequently asked questions">\s*<details><summary>How long does shipping take\?<\/summary><p>/,
    );
    const inline =
      /<site-accordion data-label="Booking questions" data-multiple><script type="application\/json">(.*?)<\/script>\s*<details><summary>Can I change or cancel a booking\?<\/summary>/.exec(
        page,
      );
    expect(inline).not.toBeNull();
    const items = JSON.parse(inline?.[1] ?? '') as { title: string; content: string }[];
    expect(items[0]).toEqual({
      title: 'Can I change or cancel a booking?',
      content: 'Free cancellation or rescheduling up to 24 hours before your appointment.',
    });
    expect(inline?.[1]).toContain('\\u0026');
    expect(page).toContain('<a href="/help?org=harbor" aria-current="page">Help</a>');
  });

  it("states the booking policy the server enforces: the tenant's configuration, with a service's and a location's overrides", async () => {
    const own = makeTestApp();
    try {
      /** The help page's booking answers, by question, as the accordion's inline JSON has them. */
      const answers = async () => {
        const page = await (await own.app.request('/help?org=harbor')).text();
        const inline = /data-label="Booking questions" data-multiple><script type="application\/json">(.*?)<\/script>/.exec(page);
        const items = JSON.parse(inline?.[1] ?? '[]') as { title: string; content: string }[];
        return Object.fromEntries(items.map((item) => [item.title, item.content]));
      };
      const change = 'Can I change or cancel a booking?';
      const checkIn = 'How does self check-in work?';
      expect(await answers()).toMatchObject({
        [checkIn]: 'Check-in opens 15 minutes before your appointment, on the day of your booking.',
      });
      for (const config of await own.data.selectFrom('business_config').selectAll().execute()) {
        const json = JSON.stringify({ ...(JSON.parse(config.json) as object), cancellationCutoffHours: 12, modificationCutoffHours: 12 });
        await own.data.updateTable('business_config').set({ json }).where('tenant_id', '=', config.tenant_id).where('preset', '=', config.preset).execute();
      }
      await own.data
        .updateTable('services')
        .set({ policy: '{"cancellationCutoffHours": 48, "modificationCutoffHours": 48}' })
        .where('id', '=', 'svc_hb_colour')
        .execute();
      await own.data
        .updateTable('locations')
        .set({ policy: '{"cancellationCutoffHours": 1, "checkInEarlyMinutes": 30}' })
        .where('id', '=', 'loc_hb_marina')
        .execute();
      expect(await answers()).toMatchObject({
        [change]:
          'Free cancellation or rescheduling up to 12 hours before your appointment. ' +
          "For Cut and blow-dry (Harbor Salon, Marina), Men's cut (Harbor Salon, Marina), and Beard trim: " +
          'Free cancellation up to 1 hour before your appointment. Free rescheduling up to 12 hours before your appointment. ' +
          'For Colour and gloss: Free cancellation or rescheduling up to 48 hours before your appointment.',
        [checkIn]:
          'Check-in opens 15 minutes before your appointment, on the day of your booking. ' +
          "For Cut and blow-dry (Harbor Salon, Marina), Men's cut (Harbor Salon, Marina), and Beard trim: " +
          'Check-in opens 30 minutes before your appointment, on the day of your booking.',
      });
    } finally {
      await own.close();
    }
  });

  it('escapes tenant data from the database', async () => {
    await t.data.updateTable('tenants').set({ name: '<script>alert("x")</script> & Co' }).where('id', '=', 'org_harbor').execute();
    const page = await (await t.app.request('/?org=harbor')).text();
    expect(page).not.toContain('<script>alert');
    expect(page).toContain('<h1>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co</h1>');
  });

  it('escapes the request path in links and markup', async () => {
    const response = await t.app.request('/%22%3E%3Cscript%3Ealert(1)%3C/script%3E');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<script>alert(1)');
  });
});

describe('page shell', () => {
  it('has the one toast live region on every page, from the start', async () => {
    for (const path of ['/', '/store', '/help', '/book/meeting']) {
      const page = await (await t.app.request(path)).text();
      expect(page.match(/<site-toast>/g), path).toHaveLength(1);
    }
    // The first booking page loads the 1 MB server renderer.
  }, 30_000);
});

describe('booking pages for search engines', () => {
  /** The JSON-LD objects of a page. */
  const structured = (page: string): Record<string, unknown>[] =>
    [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1] ?? '') as Record<string, unknown>);

  it("describe each of the tenant's locations as a local business with its opening hours, from the widget's own data", async () => {
    const page = await (await t.app.request('/book/salon?org=harbor')).text();
    const businesses = structured(page);
    const payload = /<booking-widget[^>]*>.*?<script type="application\/json">(.*?)<\/script>/s.exec(page)?.[1];
    const config = JSON.parse(payload ?? '{}') as { filter?: { locationIds?: string[] }; serverData: { locations: { id: string; name: string }[] } };
    const shown = config.filter?.locationIds;
    const locations = config.serverData.locations.filter((l) => !shown || shown.includes(l.id));
    expect(locations.length).toBeGreaterThan(0);
    expect(businesses.map((b) => b['name'])).toEqual(locations.map((l) => l.name));
    for (const business of businesses) {
      expect(business['@type']).toBe('BeautySalon');
      expect(business['url']).toMatch(/\/book\/salon(\?|$)/);
      expect(business['openingHoursSpecification']).toEqual(expect.arrayContaining([expect.objectContaining({ '@type': 'OpeningHoursSpecification', opens: expect.stringMatching(/^\d\d:\d\d$/) })]));
      expect(JSON.stringify(business)).not.toMatch(/@[a-z0-9.-]+\.example/);
    }
  }, 30_000);

  it('carry no business data on the page that points to the other tenant', async () => {
    const page = await (await t.app.request('/book/salon?org=northwind')).text();
    expect(structured(page)).toEqual([]);
  });
});
