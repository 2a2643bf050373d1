import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/**
 * JSX typing for the custom elements the stories render. Attribute values are strings exactly as a
 * server writes them (`data-switch-delay="fast"` is allowed on purpose: the bad-configuration story).
 */
interface SiteAccordionAttributes extends HTMLAttributes<HTMLElement> {
  'data-multiple'?: string;
  'data-collapsible'?: string;
  'data-open'?: string;
  'data-heading-level'?: string;
  'data-switch-delay'?: string;
  'data-label'?: string;
  'data-src'?: string;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'site-accordion': DetailedHTMLProps<SiteAccordionAttributes, HTMLElement>;
    }
  }
}
