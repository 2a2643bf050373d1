import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, type DetailedHTMLProps, type HTMLAttributes, type ReactElement } from 'react';
import { expect, userEvent, within } from 'storybook/test';
// Registers <site-theme-switch> (the import has that one side effect).
import '../elements/site-theme-switch/site-theme-switch.element.ts';
import { themeStylesheet } from '../shared/theme/theme-css.ts';
import { Html } from './html.tsx';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'site-theme-switch': DetailedHTMLProps<
        HTMLAttributes<HTMLElement> & { 'data-brand'?: string; 'data-brand-label'?: string; 'data-system'?: string; 'data-storage-key'?: string; 'data-label'?: string },
        HTMLElement
      >;
    }
  }
}

interface SwitchArgs {
  brand: boolean;
  system: boolean;
  label: string;
}

// What a page gets from site-elements.css, a site's own theme, and a sample of page colours.
const pageCss = `${themeStylesheet()}:root[data-site-theme="harbor"]{--site-color-primary:#8a2d5b;--site-color-primaryHover:#6e2349;--site-color-focus:#8a2d5b;}
.theme-sample{margin-top:1rem;padding:1rem;border:1px solid var(--site-color-border);background:var(--site-color-surface);color:var(--site-color-text);font-family:var(--site-font-body)}
.theme-sample a{color:var(--site-color-primary)}`;

/** The story's page: the theme CSS, the switch and a sample box; leaving the story resets `<html>`. */
function ThemePage(args: SwitchArgs): ReactElement {
  useEffect(() => () => document.documentElement.removeAttribute('data-site-theme'), []);
  return (
    <>
      <style>{pageCss}</style>
      <Html>
        <site-theme-switch
          data-storage-key="storybook-theme"
          data-brand={args.brand ? 'harbor' : undefined}
          data-brand-label={args.brand ? 'Harbor' : undefined}
          data-system={args.system ? '' : undefined}
          data-label={args.label || undefined}
        />
      </Html>
      <div className="theme-sample">
        Text on the surface, with <a href="#sample">a link</a>.
      </div>
    </>
  );
}

const meta = {
  title: 'Elements/site-theme-switch',
  render: (args) => <ThemePage {...args} />,
  args: { brand: true, system: false, label: '' },
  argTypes: {
    brand: { control: 'boolean', description: 'data-brand="harbor" data-brand-label="Harbor": offer the site\'s own theme' },
    system: { control: 'boolean', description: 'data-system: also offer System (dark when the system prefers dark)' },
    label: { control: 'text', description: 'data-label: the legend (default "Theme")' },
  },
  parameters: { elementEvents: ['site-theme-change'] },
} satisfies Meta<SwitchArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const describe = (story: string) => ({ docs: { description: { story } } });

/** The site's own theme, Light and Dark. */
export const Default: Story = {
  parameters: describe('A radio group: the site theme, Light and Dark. The choice sets data-site-theme on <html> and is remembered in localStorage.'),
};

/** Dark chosen. */
export const DarkChosen: Story = {
  parameters: describe('Choosing Dark re-themes the whole page at once; no reload.'),
  play: async ({ canvasElement }) => {
    const dark = await within(canvasElement).findByRole('radio', { name: 'Dark' });
    await userEvent.click(dark);
    await expect(document.documentElement).toHaveAttribute('data-site-theme', 'dark');
  },
};

/** With System. */
export const WithSystem: Story = {
  args: { brand: false, system: true },
  parameters: describe('Light, Dark and System (data-site-theme="auto": dark when the visitor\'s system prefers dark).'),
};
