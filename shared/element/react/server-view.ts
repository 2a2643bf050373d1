/** The box a server rendered the element's first view into (`<site-element-root data-server>`), if there is one. */
export function serverView(host: HTMLElement): Element | null {
  return host.querySelector(':scope>site-element-root[data-server]');
}
