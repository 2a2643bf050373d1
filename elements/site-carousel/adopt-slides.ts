/** Elements whose own role a slide's `group` role may replace; any other slide element is wrapped. */
const ADOPTABLE = new Set(['div', 'figure', 'section', 'article']);

/** The attributes a slide box gets, restored on a server element that was made a slide in place. */
const OWN_ATTRIBUTES = ['class', 'role', 'aria-roledescription', 'aria-label', 'inert'];

/** Server-rendered slide elements set up as the carousel's slides, until `release()`. */
export interface AdoptedSlides {
  /** One box per slide: the server element itself, or the box it was wrapped in. */
  boxes: HTMLElement[];
  /** Takes the slides out of the track and gives the server elements back their own attributes. */
  release(): void;
}

/**
 * Makes the server-rendered slide elements the slides of `track` without re-creating them: a plain
 * box (div, figure, section, article) becomes the slide in place; a link, picture or anything whose
 * own role matters is wrapped in one `div` (with `wrapperClass` too). All are appended in one go.
 */
export function adoptSlides(track: HTMLElement, nodes: readonly Element[], slideClass: string, wrapperClass: string): AdoptedSlides {
  const saved = new Map<HTMLElement, (string | null)[]>();
  const classes = slideClass.split(' ');
  const boxes = nodes.map((node) => {
    let box: HTMLElement;
    if (node instanceof HTMLElement && ADOPTABLE.has(node.localName)) {
      saved.set(
        node,
        OWN_ATTRIBUTES.map((name) => node.getAttribute(name)),
      );
      box = node;
      box.classList.add(...classes);
    } else {
      box = document.createElement('div');
      box.className = `${slideClass} ${wrapperClass}`;
      box.append(node);
    }
    box.setAttribute('role', 'group');
    box.setAttribute('aria-roledescription', 'slide');
    return box;
  });
  track.append(...boxes);
  return {
    boxes,
    release() {
      for (const box of boxes) if (box.parentNode === track) box.remove();
      for (const [node, values] of saved)
        OWN_ATTRIBUTES.forEach((name, i) => {
          const value = values[i];
          if (value === null || value === undefined) node.removeAttribute(name);
          else node.setAttribute(name, value);
        });
    },
  };
}

/** Names each slide ("N of M" from `label`) and makes the ones out of view inert; writes only what changed. */
export function labelSlides(boxes: readonly HTMLElement[], label: (index: number) => string, visible: ReadonlySet<number>): void {
  boxes.forEach((box, index) => {
    const name = label(index);
    if (box.getAttribute('aria-label') !== name) box.setAttribute('aria-label', name);
    const hidden = !visible.has(index);
    if (box.inert !== hidden) box.inert = hidden;
  });
}
