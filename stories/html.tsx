import { createContext, useCallback, useContext, useMemo, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * True while a docs page renders a story to static markup for its copyable HTML snippet
 * (.storybook/html-source.ts): `Html` then renders its markup in place, without the wrapper.
 */
export const HtmlSnippetContext = createContext(false);

/**
 * Renders markup the way a server page delivers it: the JSX is turned into an HTML string and set as
 * the `innerHTML` of a wrapper `<div>` that React owns; React never owns the custom element inside.
 *
 * Why not render `<site-accordion>` with React directly:
 * - The element reads its `<details>` / `<script type="application/json">` children once, when it
 *   connects, then removes them and moves their body nodes into its own panels. React would still
 *   think it owns those children and throws (`removeChild` on a node that moved) when the story
 *   re-renders or unmounts.
 * - Setting `innerHTML` parses the whole fragment before it is inserted: the element is created with
 *   all its children already in place and is upgraded (constructor, then `connectedCallback`) only
 *   when the fragment joins the document, exactly like a server-rendered page where the tag was
 *   registered earlier. Attributes arrive as written, strings included (`data-switch-delay="fast"`).
 *
 * The markup goes in one microtask after React's commit, not inside the ref callback itself: the
 * element's `connectedCallback` mounts into the kit's shared React root, whose first render uses
 * `flushSync`, and React refuses `flushSync` while it is committing another root (Storybook's), with
 * a console error. On a real page elements connect outside any React work, which the microtask mirrors.
 *
 * Changing the markup (a Controls edit) replaces the element, so it reconnects with the new
 * configuration; unmounting clears the wrapper, which disconnects the element (and unmounts its view).
 */
export function Html({ children }: { children: ReactElement }): ReactNode {
  const snippet = useContext(HtmlSnippetContext);
  const html = useMemo(() => (snippet ? '' : renderToStaticMarkup(children)), [children, snippet]);
  const attach = useCallback(
    (wrapper: HTMLDivElement | null) => {
      if (!wrapper) return undefined;
      let attached = true;
      queueMicrotask(() => {
        if (attached) wrapper.innerHTML = html;
      });
      return () => {
        attached = false;
        wrapper.replaceChildren();
      };
    },
    [html],
  );
  return snippet ? children : <div ref={attach} />;
}
