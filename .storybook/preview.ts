import { createElement, useCallback, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { ElementDocsPage } from './element-docs.tsx';
import { htmlSource } from './html-source.ts';

/** Events every element may send; a story adds its own through `parameters.elementEvents`. */
const commonEvents = ['site-error'];

interface FrameProps {
  events: string[];
  description: string | undefined;
  children: ReactNode;
}

/**
 * Frames a story for custom elements: listens on a plain wrapper for the element's public events
 * (they bubble and are composed) and logs them in the Actions panel, and shows the story's
 * description above the element, since designers read the canvas, not the code.
 * The wrapper is a React-owned `<div>`; the element markup inside it is not (see stories/html.tsx).
 */
function ElementFrame({ events, description, children }: FrameProps): ReactNode {
  const key = events.join(' ');
  const listen = useCallback(
    (wrapper: HTMLDivElement | null) => {
      if (!wrapper) return undefined;
      const handlers = key.split(' ').map((name) => {
        const log = action(name);
        const handler = (event: Event): void => log((event as CustomEvent).detail);
        wrapper.addEventListener(name, handler);
        return [name, handler] as const;
      });
      return () => handlers.forEach(([name, handler]) => wrapper.removeEventListener(name, handler));
    },
    [key],
  );
  const note = description
    ? createElement('p', { style: { margin: '0 0 1rem', color: 'var(--site-color-textMuted)', font: '0.875rem/1.4 system-ui, sans-serif' } }, description)
    : null;
  // The frame takes the theme's surface and text colours, so a story that switches the page to the
  // dark theme is read on a dark background, as on a real page.
  const frame = { maxWidth: '40rem', background: 'var(--site-color-surface)', color: 'var(--site-color-text)' };
  return createElement('div', { ref: listen, style: frame }, note, children);
}

const withElementFrame: Decorator = (Story, context) => {
  const parameters = context.parameters as {
    elementEvents?: string[];
    designNote?: boolean;
    docs?: { description?: { story?: string } };
  };
  const description = parameters.designNote === false ? undefined : parameters.docs?.description?.story;
  return createElement(ElementFrame, { events: [...commonEvents, ...(parameters.elementEvents ?? [])], description }, createElement(Story));
};

const preview: Preview = {
  decorators: [withElementFrame],
  // A Docs page per element, built from custom-elements.json (.storybook/element-docs.tsx).
  tags: ['autodocs'],
  parameters: {
    // Docs-page stories render in iframes of their own: the elements share one React root and stores
    // per page, and drawers and dialogs are fixed to the viewport, so inline stories would mix.
    docs: { page: ElementDocsPage, source: { transform: htmlSource, language: 'html' }, story: { inline: false, height: '420px' } },
    layout: 'padded',
    controls: { expanded: true },
    a11y: {
      // Violations fail the story's accessibility check in the UI (and in any test run of the stories).
      test: 'error',
      // The accessibility bar: zero violations against the WCAG 2.2 AA rule set.
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
    },
  },
};

export default preview;
