/**
 * How an element declares the public events it sends: once, as an interface in its
 * `<tag>.element.ts`, one member per event. The member's name is the event name, its type is the
 * type of `event.detail`, and its JSDoc comment is the description (with the tag `@cancelable` when
 * calling `preventDefault()` changes what the element does next):
 *
 * ```ts
 * export interface SiteCartEvents {
 *   // (its JSDoc description goes here)
 *   'site-cart-change': { items: CartLine[]; count: number; subtotal: number };
 * }
 * declare global {
 *   interface GlobalEventHandlersEventMap extends EventMapOf<SiteCartEvents> {}
 * }
 * ```
 *
 * From that one interface come the `addEventListener` types (the `extends` above), the typed `emit`
 * of the element's view (`ElementViewProps<…, SiteCartEvents>`), and the manifest's event entries:
 * the generator reads the interface named in `EventMapOf<…>`. Types only: nothing here reaches a bundle.
 */

/** The `GlobalEventHandlersEventMap` entries of an events interface: each event name to a `CustomEvent` of its detail. */
export type EventMapOf<Events> = { [Name in keyof Events]: CustomEvent<Events[Name]> };

/**
 * Sends one of the declared events from the element (bubbling, composed, cancelable). The name must be
 * one of the interface's members and the detail must have exactly its type. Returns false when a
 * listener called `preventDefault()`.
 */
export type Emit<Events> = <Name extends keyof Events & string>(name: Name, detail: Events[Name]) => boolean;

/** The events interface of an element that sends none of its own (its `emit` accepts no name). */
export type NoEvents = Record<never, never>;
