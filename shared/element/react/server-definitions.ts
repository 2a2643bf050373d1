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
let recording = false;

/**
 * From now on (in a server build), element modules record their view for the server renderer
 * instead of registering a custom element. Only `site-elements/server` calls it, before it imports
 * the elements; other server-side imports of element modules (the manifest builder's) register as before.
 */
export function recordServerDefinitions(): void {
  recording = true;
}

/** Whether element modules record their views instead of registering (see `recordServerDefinitions`). */
export function recordingServerDefinitions(): boolean {
  return recording;
}

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
