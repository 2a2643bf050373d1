/**
 * How an element documents one public event it sends. Either a plain description, or the description
 * with the TypeScript type of `event.detail`, which the custom-elements manifest and the generated
 * typings (`GlobalEventHandlersEventMap`) use. Types only: nothing here reaches a bundle.
 */
export type EventSpec = string | EventDoc;

/** A documented event: what it means and the type of its detail. */
export interface EventDoc {
  /** When the event is sent and what it means. */
  description: string;
  /**
   * The TypeScript type of `event.detail`, e.g. `{ index: number; open: boolean }`. Named types in it
   * must be imported or exported by the element's `<tag>.element.ts` (the manifest generator resolves them there).
   */
  detail: string;
  /** True when calling `preventDefault()` changes what the element does next. */
  cancelable?: boolean;
}
