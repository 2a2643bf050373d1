import type { ReactNode } from 'react';
import { Controls, Markdown, Primary, Source, Stories, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';
import type { CustomElementDeclaration, ManifestPackage } from '../scripts/manifest/schema.ts';

/**
 * The manifest `npm run manifest` (and the build) writes to `dist/`; the Storybook scripts run it
 * first. Read through a glob so the type check passes before anything is built.
 */
const generated = import.meta.glob<ManifestPackage>('../dist/custom-elements.json', { eager: true, import: 'default' });
const manifest = Object.values(generated)[0];
if (!manifest) throw new Error('dist/custom-elements.json is missing: run npm run manifest before Storybook');
const declarations = manifest.modules.flatMap((module) => module.declarations);

/** The element a stories file shows: the last part of its title (`Elements/site-cart`). */
function declarationOf(title: string): CustomElementDeclaration | undefined {
  const tag = title.split('/').pop();
  return declarations.find((declaration) => declaration.tagName === tag);
}

const code = (text: string | undefined): ReactNode => (text ? <code>{text}</code> : '–');

function Table({ head, rows }: { head: string[]; rows: ReactNode[][] }): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          {head.map((cell) => (
            <th key={cell}>{cell}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            {row.map((cell, j) => (
              <td key={j}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The contract of one element, from custom-elements.json: attributes, payload, events, theme properties, hooks. */
function ElementContract({ element }: { element: CustomElementDeclaration }): ReactNode {
  return (
    <>
      <h2>Attributes</h2>
      <Table
        head={['Attribute', 'Type', 'Default', 'Description']}
        rows={element.attributes.map((a) => [code(a.name), code(a.type.text), code(a.default), a.description])}
      />
      {element.payload && (
        <>
          <h2>JSON payload</h2>
          <p>
            Inline <code>{'<script type="application/json">'}</code> child or <code>data-src</code>: {element.payload.description}
            {element.payload.required ? ' (required).' : '.'}
          </p>
          {element.payload.schema !== undefined && <Source language="json" code={JSON.stringify(element.payload.schema, null, 2)} dark={false} />}
        </>
      )}
      <h2>Events</h2>
      <p>
        Every event bubbles and is composed; listen on the element, <code>document</code> or any ancestor.
      </p>
      <Table head={['Event', 'Detail', 'Description']} rows={element.events.map((e) => [code(e.name), code(e.type.text), e.description])} />
      <h2>CSS custom properties</h2>
      <Table
        head={['Property', 'Default', 'Description']}
        rows={element.cssProperties.map((p) => [code(p.name), code(p.default), p.description])}
      />
      {element.stylingHooks.length > 0 && (
        <>
          <h2>Styling hooks</h2>
          <Table head={['Selector', 'Description']} rows={element.stylingHooks.map((h) => [code(h.name), h.description])} />
        </>
      )}
    </>
  );
}

/**
 * The Docs page of every element's stories: title, summary and description from the manifest, the
 * primary story with its copyable HTML, the contract tables, then every story with its HTML.
 */
export function ElementDocsPage(): ReactNode {
  const { preparedMeta } = useOf('meta', ['meta']);
  const element = declarationOf(preparedMeta.title);
  return (
    <>
      <Title />
      {element && <Subtitle>{element.summary}</Subtitle>}
      {element && element.description !== element.summary && <Markdown>{element.description}</Markdown>}
      <Primary />
      <Source />
      <Controls />
      {element && <ElementContract element={element} />}
      <Stories title="Every story" />
    </>
  );
}
