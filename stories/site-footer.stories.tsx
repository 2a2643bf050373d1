import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DetailedHTMLProps, HTMLAttributes, ReactElement } from 'react';
import { expect, userEvent, within } from 'storybook/test';
// Registers <site-footer> (the import has that one side effect).
import '../elements/site-footer/site-footer.element.ts';
import { Html } from './html.tsx';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'site-footer': DetailedHTMLProps<HTMLAttributes<HTMLElement> & { 'data-title'?: string; 'data-newsletter'?: string }, HTMLElement>;
    }
  }
}

/** How the story's stand-in API answers `POST /api/forms/newsletter`. */
type ApiMode = 'subscribed' | 'already' | 'error' | 'slow';

interface FooterArgs {
  content: 'markup' | 'defaults' | 'json';
  title: string;
  newsletter: boolean;
  api: ApiMode;
}

function mockNewsletterApi(mode: ApiMode): () => void {
  const real = window.fetch;
  window.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    if (!new URL(request.url).pathname.startsWith('/api/forms/newsletter')) return real(input, init);
    const { email } = (await request.json()) as { email: string };
    const reply = (status: number, body: unknown, delay = 300): Promise<Response> =>
      new Promise((resolve) => setTimeout(() => resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })), delay));
    if (mode === 'error') return reply(400, { error: { code: 'invalid', message: 'email: must be an email address', field: 'email' } });
    return reply(mode === 'already' ? 200 : 201, { data: { email, alreadySubscribed: mode === 'already' } }, mode === 'slow' ? 60_000 : 300);
  };
  return () => {
    window.fetch = real;
  };
}

function FooterMarkup(args: FooterArgs): ReactElement {
  const json = {
    title: 'Harbor Bistro & Salon',
    contact: { address: '4 Quay Street, Portsmouth', phone: '+44 23 9200 0000', email: 'hello@harbor.example', hours: 'Open daily 9:00-22:00' },
    social: [
      { network: 'facebook', href: 'https://facebook.com/harbor' },
      { network: 'tiktok', href: 'https://tiktok.com/@harbor' },
      { network: 'pinterest', href: 'https://pinterest.com/harbor' },
    ],
    copyright: '© 2025 Harbor Bistro & Salon',
  };
  return (
    <site-footer data-title={args.title || undefined} data-newsletter={args.newsletter ? undefined : 'false'}>
      {args.content === 'json' && <script type="application/json">{JSON.stringify(json)}</script>}
      {args.content === 'markup' && (
        <>
          <div data-about="">
            <h2>Northwind Outfitters</h2>
            <p>Outdoor gear and clothing from New York since 1998.</p>
            <address>
              <span>120 Prince Street, New York, NY 10012</span>
              <a href="tel:+12125550140">+1 212-555-0140</a>
              <a href="mailto:hello@northwind.example">hello@northwind.example</a>
            </address>
          </div>
          <ul data-social="">
            <li>
              <a href="https://instagram.com/northwind">Instagram</a>
            </li>
            <li>
              <a href="https://youtube.com/@northwind">YouTube</a>
            </li>
            <li>
              <a href="https://x.com/northwind">X</a>
            </li>
            <li>
              <a href="https://linkedin.com/company/northwind">LinkedIn</a>
            </li>
          </ul>
          <p data-copyright="">© 2025 Northwind Outfitters</p>
        </>
      )}
    </site-footer>
  );
}

const meta = {
  title: 'Elements/site-footer',
  render: (args) => (
    <Html>
      <FooterMarkup {...args} />
    </Html>
  ),
  beforeEach: ({ args }) => mockNewsletterApi(args.api),
  args: { content: 'markup', title: '', newsletter: true, api: 'subscribed' },
  argTypes: {
    content: { control: 'inline-radio', options: ['markup', 'defaults', 'json'], description: 'Content from server markup, none (defaults) or inline JSON' },
    title: { control: 'text', description: "data-title: the footer's title (default: the markup's heading, else 'Company')" },
    newsletter: { control: 'boolean', description: 'data-newsletter: show the newsletter box' },
    api: { control: 'select', options: ['subscribed', 'already', 'error', 'slow'], description: 'How the stand-in API answers Subscribe' },
  },
  parameters: { elementEvents: ['site-footer-subscribe'], layout: 'fullscreen' },
} satisfies Meta<FooterArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const describe = (story: string) => ({ docs: { description: { story } } });

async function subscribe(canvasElement: HTMLElement, email: string): Promise<void> {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Email address'), email);
  await userEvent.click(canvas.getByRole('button', { name: /Subscribe/ }));
}

/** A shop's footer from its server markup. */
export const FromMarkup: Story = {
  parameters: describe('Title, address, phone and email, the six quick links, the newsletter box, social icons (each named for screen readers) and the copyright line.'),
};

/** Nothing configured. */
export const Defaults: Story = {
  args: { content: 'defaults' },
  parameters: describe("Without content: the title 'Company' and the default quick links (Privacy Policy, Terms of Service, Cookie Policy, Sitemap, Help Center, Contact Us)."),
};

/** Content from inline JSON. */
export const FromJson: Story = {
  args: { content: 'json' },
  parameters: describe('The same footer from inline JSON: contact with opening hours, other networks.'),
};

/** Without the newsletter. */
export const WithoutNewsletter: Story = {
  args: { newsletter: false },
  parameters: describe('data-newsletter="false": no newsletter box.'),
};

/** Subscribed. */
export const Subscribed: Story = {
  parameters: describe('After Subscribe: a thank-you naming the address, announced as a status message.'),
  play: async ({ canvasElement }) => {
    await subscribe(canvasElement, 'ada@example.com');
    await expect(await within(canvasElement).findByText(/Thank you for subscribing/)).toBeVisible();
  },
};

/** Already on the list. */
export const AlreadySubscribed: Story = {
  args: { api: 'already' },
  parameters: describe('An address already on the list is told so, kindly.'),
  play: async ({ canvasElement }) => subscribe(canvasElement, 'ada@example.com'),
};

/** Sending. */
export const Subscribing: Story = {
  args: { api: 'slow' },
  parameters: describe('While the server answers, the button reads "Subscribing…" and ignores further clicks.'),
  play: async ({ canvasElement }) => subscribe(canvasElement, 'ada@example.com'),
};

/** A wrong address. */
export const InvalidEmail: Story = {
  parameters: describe('A wrong address is explained next to the field (marked invalid), without calling the server.'),
  play: async ({ canvasElement }) => subscribe(canvasElement, 'ada@'),
};

/** The server refuses. */
export const ServerError: Story = {
  args: { api: 'error' },
  parameters: describe("The server's message is shown next to the field; Subscribe can be pressed again."),
  play: async ({ canvasElement }) => subscribe(canvasElement, 'ada@example.co'),
};

/** Below 768 px. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: describe('Below 768 px the columns stack.'),
};
