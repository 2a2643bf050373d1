import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { formatHtml } from '../stories/format-html.ts';
import { HtmlSnippetContext } from '../stories/html.tsx';

interface SnippetContext {
  args: Record<string, unknown>;
  originalStoryFn?: (args: Record<string, unknown>, context: unknown) => unknown;
}

/**
 * `parameters.docs.source.transform`: the story's HTML as a page would serve it (its `<Html>` markup
 * with the current args, rendered statically and indented), so the docs' code panels are copyable
 * HTML rather than JSX. Falls back to Storybook's own source when the story cannot render statically.
 */
export function htmlSource(code: string, context: unknown): string {
  const { args, originalStoryFn } = context as SnippetContext;
  if (!originalStoryFn) return code;
  try {
    const Story = (): ReactElement => originalStoryFn(args, context) as ReactElement;
    const markup = renderToStaticMarkup(createElement(HtmlSnippetContext.Provider, { value: true }, createElement(Story)));
    return markup ? formatHtml(markup) : code;
  } catch {
    return code;
  }
}
