import { sendKeys } from '@web/test-runner-commands';
import { afterEach, describe, it } from '../../test/browser/mocha.ts';
import { expect, defined } from '../../test/browser/assert.ts';
import { expectNoAxeViolations } from '../../test/browser/axe.ts';
import { captureConsoleErrors, click, settle, waitFor } from '../../test/browser/fixture.ts';
import { pressKey } from '../../test/browser/keys.ts';
import { setPaymentSdks } from '../../shared/checkout/sdks.ts';
import { FakeSessionToken, fakePlaces } from '../../test/fakes/places.ts';
import { button, field, mountCheckout, section, setValue, type Mounted } from '../../test/helpers/store-checkout.ts';

let mounted: Mounted | null = null;
let restore: (() => void) | null = null;
afterEach(async () => {
  await mounted?.teardown();
  mounted = null;
  restore?.();
  restore = null;
});

/** Mounts the checkout (with `attrs`) and opens the shipping section. */
async function shipping(attrs: string): Promise<HTMLElement> {
  mounted = await mountCheckout({ attrs });
  setValue(field(section(mounted.el, 'contact'), 'Email'), 'ada@example.com');
  await settle();
  await click(button(section(mounted.el, 'contact'), 'Continue'));
  return section(mounted.el, 'shipping');
}

describe('<store-checkout> address autocomplete', () => {
  it('is a plain field without a maps key', async () => {
    const form = await shipping('');
    expect(field(form, 'Address').getAttribute('role')).toBeNull();
  });

  it('suggests addresses after more than 2 characters, as a combobox, and fills the form', async () => {
    const places = fakePlaces();
    restore = setPaymentSdks({ places: async () => places });
    const form = await shipping('data-maps-key="test-key" data-country="us"');
    const input = await waitFor(() => {
      const el = field(form, 'Address');
      return el.getAttribute('role') === 'combobox' ? el : null;
    }, { message: 'the combobox' });
    input.focus();
    await sendKeys({ type: '12' });
    await new Promise((r) => setTimeout(r, 400));
    expect(places.requests).toEqual([]);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await sendKeys({ type: ' Market' });
    await waitFor(() => input.getAttribute('aria-expanded') === 'true', { message: 'the suggestions' });
    const list = defined(document.getElementById(defined(input.getAttribute('aria-controls'))));
    expect(list.getAttribute('role')).toBe('listbox');
    expect(Array.from(list.querySelectorAll('[role="option"]')).map((o) => o.textContent)).toEqual(['12 Market StreetBrooklyn, NY, USA']);
    await expectNoAxeViolations(mounted!.el);
    await pressKey('ArrowDown');
    const option = defined(list.querySelector('[role="option"]'));
    expect(input.getAttribute('aria-activedescendant')).toBe(option.id);
    expect(option.getAttribute('aria-selected')).toBe('true');
    await pressKey('Enter');
    await waitFor(() => field(form, 'City').value === 'Brooklyn', { message: 'the city from the place' });
    expect(input.value).toBe('12 Market Street');
    expect(field(form, 'State').value).toBe('NY');
    expect(field(form, 'ZIP code').value).toBe('11201');
    expect((field(form, 'Country') as unknown as HTMLSelectElement).value).toBe('US');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(input);
  });

  it('bills one entry as one session: one token for every request until the pick, a new one after; asks only for addresses in data-country', async () => {
    const places = fakePlaces();
    restore = setPaymentSdks({ places: async () => places });
    const form = await shipping('data-maps-key="test-key" data-country="us"');
    const input = await waitFor(() => (field(form, 'Address').getAttribute('role') === 'combobox' ? field(form, 'Address') : null), { message: 'the combobox' });
    input.focus();
    await sendKeys({ type: '1200' });
    await waitFor(() => places.requests.length === 1, { message: 'the first suggestions request' });
    await sendKeys({ type: ' Ma' });
    await waitFor(() => places.requests.length === 2, { message: 'the second suggestions request' });
    await sendKeys({ type: 'in' });
    await waitFor(() => places.requests.length === 3 && input.getAttribute('aria-expanded') === 'true', { message: 'the third suggestions' });
    const [first] = places.requests;
    expect(first?.sessionToken instanceof FakeSessionToken).toBe(true);
    expect(places.requests.map((r) => r.sessionToken === first?.sessionToken)).toEqual([true, true, true]);
    expect(places.requests.map((r) => [r.input, r.includedRegionCodes])).toEqual([
      ['1200', ['us']],
      ['1200 Ma', ['us']],
      ['1200 Main', ['us']],
    ]);
    expect(first?.includedPrimaryTypes).toEqual(['street_address', 'premise', 'subpremise', 'route']);
    expect(places.fetches).toEqual([]);

    await pressKey('ArrowDown');
    await pressKey('Enter');
    await waitFor(() => field(form, 'City').value === 'Springfield', { message: 'the city from the picked place' });
    expect([input.value, field(form, 'State').value, field(form, 'ZIP code').value, (field(form, 'Country') as unknown as HTMLSelectElement).value]).toEqual([
      '1200 Main Street',
      'IL',
      '62704',
      'US',
    ]);
    expect(places.fetches).toEqual([{ placeId: 'p-main', fields: ['addressComponents', 'formattedAddress', 'location'], sessionToken: first?.sessionToken }]);

    setValue(input, '');
    await sendKeys({ type: '12 Market' });
    await waitFor(() => places.requests.length === 4, { message: 'a request of the next entry' });
    const next = places.requests[3]?.sessionToken;
    expect(next instanceof FakeSessionToken && next !== first?.sessionToken).toBe(true);
    await waitFor(() => input.getAttribute('aria-expanded') === 'true', { message: 'the next suggestions' });
    await sendKeys({ type: ' St' });
    await waitFor(() => places.requests.length === 5, { message: 'a second request of the next entry' });
    expect(places.requests[4]?.sessionToken).toBe(next);
    await expectNoAxeViolations(mounted!.el);
  });

  it('closes with Escape and hides again under 3 characters', async () => {
    restore = setPaymentSdks({ places: async () => fakePlaces() });
    const form = await shipping('data-maps-key="k"');
    const input = await waitFor(() => (field(form, 'Address').getAttribute('role') === 'combobox' ? field(form, 'Address') : null));
    input.focus();
    await sendKeys({ type: '1200 main' });
    await waitFor(() => input.getAttribute('aria-expanded') === 'true');
    await pressKey('Escape');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await sendKeys({ type: ' s' });
    await waitFor(() => input.getAttribute('aria-expanded') === 'true');
    setValue(input, '12');
    await settle();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('logs a service failure and keeps the field working by hand', async () => {
    restore = setPaymentSdks({ places: async () => fakePlaces({ fail: 'RESOURCE_EXHAUSTED' }) });
    const { calls } = await captureConsoleErrors(async () => {
      const form = await shipping('data-maps-key="k"');
      const input = await waitFor(() => (field(form, 'Address').getAttribute('role') === 'combobox' ? field(form, 'Address') : null));
      input.focus();
      await sendKeys({ type: '1200 Main Street' });
      await new Promise((r) => setTimeout(r, 500));
      expect(input.value).toBe('1200 Main Street');
      expect(input.getAttribute('aria-expanded')).toBe('false');
    });
    expect(calls.some((args) => String(args[1]).includes('RESOURCE_EXHAUSTED'))).toBe(true);
  });

  it('logs a maps script that cannot load, and shows the plain field', async () => {
    restore = setPaymentSdks({ places: async () => Promise.reject(new Error('script failed')) });
    const { calls } = await captureConsoleErrors(async () => {
      const form = await shipping('data-maps-key="other-key"');
      await new Promise((r) => setTimeout(r, 300));
      setValue(field(form, 'Address'), '1 Way');
    });
    expect(calls.some((args) => String(args[0]).includes('could not be loaded'))).toBe(true);
  });
});
