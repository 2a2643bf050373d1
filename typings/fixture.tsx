import type { ReactElement } from 'react';

/**
 * Type test of typings/site-elements.d.ts (compiled by typings/typings.test.ts, never run). Each
 * `@ts-expect-error` line proves the typings reject a mistake: were they too loose, the unused
 * directive itself would fail the compile.
 */
export function Page(): ReactElement {
  return (
    <main>
      <site-cart data-open />
      <site-cart data-open="false" data-checkout-href="/store/checkout" data-currency="EUR" />
      <site-accordion data-multiple data-heading-level="4" data-switch-delay={250} data-label="FAQ" />
      <site-accordion data-switch-delay="300" data-src="/faq.json" />
      <booking-widget data-preset="salon" data-mode="walk-in" data-preview />
      <site-carousel data-slides-to-show={3} data-effect="fade" />
      {/* @ts-expect-error data-open is a boolean attribute */}
      <site-cart data-open={3} />
      {/* @ts-expect-error data-switch-delay takes a number */}
      <site-accordion data-switch-delay="fast" />
      {/* @ts-expect-error data-preset takes one of the presets */}
      <booking-widget data-preset="barber" />
      {/* @ts-expect-error data-heading-level goes from 2 to 6 */}
      <site-accordion data-heading-level="7" />
      {/* @ts-expect-error there is no such element */}
      <site-kart />
    </main>
  );
}

/** Events: the detail of every element event is typed. */
export function listen(): void {
  document.addEventListener('site-cart-change', (event) => {
    const count: number = event.detail.count;
    const first: string | undefined = event.detail.items[0]?.sku;
    // @ts-expect-error the cart's detail has no total
    console.log(count, first, event.detail.total);
  });
  document.addEventListener('site-accordion-toggle', (event) => {
    // @ts-expect-error open is a boolean
    const open: string = event.detail.open;
    console.log(open);
  });
  document.addEventListener('site-error', (event) => console.log(event.detail.tag, event.detail.message));
  document.addEventListener('site-theme-change', (event) => {
    // @ts-expect-error the theme is its name, a string
    const theme: number = event.detail.theme;
    console.log(theme);
  });
  document.addEventListener('store-checkout-complete', (event) => {
    if (event.detail.status === 'paid') event.preventDefault();
  });
  const cart: HTMLElement = document.createElement('site-cart');
  cart.addEventListener('site-cart-change', (event) => console.log(event.detail.subtotal));
}
