import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
// Registers the elements (each import has that one side effect).
import '../elements/site-accordion/site-accordion.element.ts';
import '../elements/site-carousel/site-carousel.element.ts';
import '../elements/site-cart/site-cart.element.ts';
import '../elements/site-tabs/site-tabs.element.ts';
import { jsonResponse, sampleImage, stubFetch } from '../test/fixtures/catalog-products.ts';
import { cart } from '../shared/cart/store.ts';
import { pageTenant } from '../shared/storage/page-tenant.ts';
import { Html } from './html.tsx';

interface DirectionArgs {
  dir: 'rtl' | 'ltr';
  lang: string;
}

/** A cart with one line and the cart save call answered, so the drawer has something to show. */
function prepare(): () => void {
  const key = `site-cart:${pageTenant()}`;
  const items = [
    {
      id: 'prod_1',
      sku: 'NW-ELE-001-BLACK',
      name: 'Aurora Wireless Headphones',
      price: 12999,
      quantity: 1,
      image: sampleImage('Aurora'),
      currency: 'EUR',
    },
  ];
  localStorage.setItem(key, JSON.stringify({ version: 1, items }));
  cart.reset();
  const stub = stubFetch((call) =>
    call.url.pathname.startsWith('/api/storefront/cart/') ? jsonResponse({ data: { id: 'cart_story000000001', items: [] } }) : undefined,
  );
  return () => {
    stub.restore();
    localStorage.removeItem(key);
  };
}

const slides = ['One', 'Two', 'Three', 'Four'];

const meta = {
  title: 'Layout/Right to left',
  render: ({ dir, lang }) => (
    <Html>
      <div dir={dir} lang={lang} style={{ padding: '1rem' }}>
        <site-accordion data-label="Questions">
          <details open>
            <summary>Do you ship abroad?</summary>
            <p>Yes, to 40 countries.</p>
          </details>
          <details>
            <summary>Can I return an item?</summary>
            <p>Within 30 days.</p>
          </details>
        </site-accordion>
        <site-tabs data-label="Details" data-hash="false">
          <section id="rtl-about">
            <h3>About</h3>
            <p>Text starts at the right edge in right-to-left pages.</p>
          </section>
          <section id="rtl-care">
            <h3>Care</h3>
            <p>Wash cold.</p>
          </section>
        </site-tabs>
        <site-carousel data-label="Featured" data-duration="0">
          {slides.map((name) => (
            <article key={name} style={{ height: 120 }}>
              <h3>{name}</h3>
            </article>
          ))}
        </site-carousel>
        <site-cart />
      </div>
    </Html>
  ),
  beforeEach: () => prepare(),
  args: { dir: 'rtl', lang: 'ar' },
  argTypes: {
    dir: { control: 'inline-radio', options: ['rtl', 'ltr'], description: 'Text direction of the wrapper' },
    lang: {
      control: 'select',
      options: ['ar', 'he', 'es', 'en'],
      description: 'Language of the wrapper (Spanish loads its texts; others fall back to English)',
    },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<DirectionArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Several elements under `dir="rtl"`: the cart button sits bottom left, carousel arrows swap, text starts at the right. */
export const RightToLeft: Story = {
  play: async ({ canvasElement }) => {
    const previous = await waitFor(() => {
      const button = canvasElement.querySelector<HTMLButtonElement>('site-carousel button[aria-label="Previous slide"]');
      if (!button) throw new Error('carousel not upgraded');
      return button;
    });
    const next = canvasElement.querySelector<HTMLButtonElement>('site-carousel button[aria-label="Next slide"]');
    await expect(previous.getBoundingClientRect().left).toBeGreaterThan(next?.getBoundingClientRect().left ?? Infinity);
  },
};

/** The same elements left to right, for comparison. */
export const LeftToRight: Story = { args: { dir: 'ltr', lang: 'en' } };

/** Spanish (`lang="es"`): the texts come from the elements' `messages.es.ts`, loaded only now. */
export const Spanish: Story = {
  args: { dir: 'ltr', lang: 'es' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('site-cart button[aria-label="Abrir el carrito, 1 artículo"]')).not.toBeNull(), {
      timeout: 5000,
    });
  },
};
