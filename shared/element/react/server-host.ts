/**
 * A stand-in for the custom element while its view renders on a server, where there is no DOM: it
 * answers what views ask of their host during a render (attributes, id, the closest `lang`) with the
 * values the element will have in the page, and behaves as an element with no children that is not
 * connected yet (so nothing is measured, moved or listened to).
 */
export function serverHost(tag: string, attributes: Record<string, string>, lang?: string): HTMLElement {
  const attribute = (name: string): string | null => (Object.hasOwn(attributes, name) ? (attributes[name] ?? null) : null);
  const pageLang = lang ? { getAttribute: (name: string) => (name === 'lang' ? lang : null) } : null;
  const page = {
    documentElement: { lang: lang ?? '', getAttribute: (name: string) => (name === 'lang' ? (lang ?? null) : null) },
    defaultView: null,
    // The element is taken to be the first of its tag on the page.
    querySelector: (selector: string) => (selector === tag ? host : null),
    querySelectorAll: (): never[] => [],
    addEventListener: (): void => undefined,
    removeEventListener: (): void => undefined,
  };
  const host = {
    localName: tag,
    tagName: tag.toUpperCase(),
    nodeName: tag.toUpperCase(),
    nodeType: 1,
    isConnected: false,
    ownerDocument: page,
    parentElement: null,
    parentNode: null,
    children: [],
    childNodes: [],
    firstElementChild: null,
    textContent: '',
    get id(): string {
      return attribute('id') ?? '';
    },
    get dataset(): Record<string, string> {
      const data: Record<string, string> = {};
      for (const [name, value] of Object.entries(attributes))
        if (name.startsWith('data-')) data[name.slice(5).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = value;
      return data;
    },
    getAttribute: attribute,
    hasAttribute: (name: string): boolean => attribute(name) !== null,
    getAttributeNames: (): string[] => Object.keys(attributes),
    closest: (selector: string) => (selector === '[lang]' ? (attribute('lang') !== null ? host : pageLang) : null),
    matches: (): boolean => false,
    querySelector: (): null => null,
    querySelectorAll: (): never[] => [],
    getRootNode: () => host,
    contains: (): boolean => false,
    addEventListener: (): void => undefined,
    removeEventListener: (): void => undefined,
    dispatchEvent: (): boolean => true,
  };
  return host as unknown as HTMLElement;
}
