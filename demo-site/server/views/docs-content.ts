import { html, type SafeHtml } from './html.ts';

/** One documentation page. */
export interface DocPage {
  path: string;
  title: string;
  summary: string;
  body: SafeHtml;
}

/** A section of the documentation tree. */
export interface DocSection {
  title: string;
  pages: DocPage[];
}

/** The demo documentation: what the site's building blocks are and how a page builder uses them. */
export const DOC_SECTIONS: readonly DocSection[] = [
  {
    title: 'Getting started',
    pages: [
      {
        path: '/docs',
        title: 'Introduction',
        summary: 'What the site elements are and how a page uses them.',
        body: html`<p>Every block of this site is one HTML tag. The server writes readable HTML inside each tag, so links and text work before any JavaScript arrives; the tag's code then loads on its own, only when the tag is on the page.</p>`,
      },
      {
        path: '/docs/install',
        title: 'Install',
        summary: 'One stylesheet and one script in the page head.',
        body: html`<p>Add the stylesheet and the loader to the <code>&lt;head&gt;</code> of every page. The stylesheet gives every tag its final size before it upgrades, so nothing moves.</p>`,
      },
    ],
  },
  {
    title: 'Navigation',
    pages: [
      { path: '/docs/header', title: 'Header', summary: 'Brand, menu with dropdowns, and the mobile menu.', body: html`<p><code>&lt;site-header&gt;</code> reads a plain <code>&lt;nav&gt;</code> list and turns it into a disclosure navigation: dropdowns open with a click, Enter or Space and close with Escape.</p>` },
      { path: '/docs/mega-menu', title: 'Mega-menu', summary: 'Wide panels with banners, cards and icons.', body: html`<p><code>&lt;site-mega-menu&gt;</code> opens wide panels on hover, click, tap or keyboard. Panels can lead with a banner (hero), show article cards (blog) or list links.</p>` },
      { path: '/docs/navigation-list', title: 'Navigation list', summary: 'A nested list that remembers what is open.', body: html`<p><code>&lt;site-nav-list&gt;</code> shows nested links with images and descriptions; each visitor's open branches are remembered on their device.</p>` },
      { path: '/docs/search', title: 'Site search', summary: 'Search pages and products from any page.', body: html`<p><code>&lt;site-search&gt;</code> opens with its button, <kbd>/</kbd> or <kbd>Ctrl</kbd>+<kbd>K</kbd>. Results appear as you type; ↑ and ↓ choose one and Enter opens it.</p>` },
    ],
  },
  {
    title: 'Content blocks',
    pages: [
      { path: '/docs/tabs', title: 'Tabs', summary: 'Panels behind a row of tabs, linkable by address.', body: html`<p><code>&lt;site-tabs&gt;</code> keeps the selected tab in the address (<code>#id</code>), so a link can open a given tab.</p>` },
      { path: '/docs/forms', title: 'Forms', summary: 'Forms from a schema, and the designer that writes it.', body: html`<p><code>&lt;site-form&gt;</code> renders a form from a JSON schema and checks every answer before sending it. With <code>data-mode="designer"</code> it becomes the designer that writes that schema.</p>` },
      { path: '/docs/footer', title: 'Footer', summary: 'Contact, quick links, newsletter and social icons.', body: html`<p><code>&lt;site-footer&gt;</code> holds the company details, the quick links and a newsletter box whose Subscribe answers right away.</p>` },
    ],
  },
];

/** Every documentation page, in tree order. */
export const DOC_PAGES: readonly DocPage[] = DOC_SECTIONS.flatMap((section) => section.pages);
