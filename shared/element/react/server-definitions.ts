import type { ComponentType } from 'react';

/** What the server renderer needs of an element: its view and its declaration. */
export interface ServerDefinition {
  // The view's props depend on the element; the renderer builds them from the declaration.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  View: ComponentType<any>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  options: any;
}

const definitions = new Map<string, ServerDefinition>();

/** Keeps an element's view and declaration for the server renderer (in server builds, instead of registering a custom element). */
export function recordServerDefinition(tag: string, definition: ServerDefinition): CustomElementConstructor {
  definitions.set(tag, definition);
  return class {} as unknown as CustomElementConstructor;
}

/** The recorded definition of a tag, if its element module was imported in a server build. */
export function serverDefinition(tag: string): ServerDefinition | undefined {
  return definitions.get(tag);
}

/** Every tag recorded so far, sorted. */
export function serverTags(): string[] {
  return [...definitions.keys()].sort();
}
