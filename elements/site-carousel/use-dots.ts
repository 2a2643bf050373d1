import { useLayoutEffect, useRef, type RefObject } from 'react';
import { dotLabel } from '../../shared/carousel/labels.ts';
/**
 * Keeps the pagination dots in `box`: one `<button>` per target slide, named from `labelTemplate`
 * (`Go to slide {n}`), the one at `active` marked `aria-current="true"`; pressing one calls
 * `onSelect` with its target. Written to the DOM directly rather than as React elements: a page of
 * carousels has hundreds of dots, and a React element each was a measurable part of the carousels'
 * start-up. Buttons are reused by position, so a focused dot stays focused when the
 * targets change.
 */
export function useDots(
  box: RefObject<HTMLElement | null>,
  targets: readonly number[],
  active: number,
  labelTemplate: string,
  dotClass: string,
  onSelect: (target: number) => void,
): void {
  const select = useRef(onSelect);
  useLayoutEffect(() => {
    select.current = onSelect;
  });
  const key = targets.join();
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const buttons = element.children;
    while (buttons.length > targets.length) buttons[buttons.length - 1]!.remove();
    const added: HTMLButtonElement[] = [];
    for (let i = buttons.length; i < targets.length; i++) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = dotClass;
      added.push(button);
    }
    element.append(...added);
    targets.forEach((target, i) => {
      const name = dotLabel(labelTemplate, target);
      if (buttons[i]!.getAttribute('aria-label') !== name) buttons[i]!.setAttribute('aria-label', name);
    });
    // One listener for all the dots (Enter and Space press a button too).
    const onClick = (event: MouseEvent): void => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      const target = button?.parentElement === element ? targets[Array.prototype.indexOf.call(buttons, button)] : undefined;
      if (target !== undefined) select.current(target);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
    // key stands for the targets
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [box, key, labelTemplate, dotClass]);
  useLayoutEffect(() => {
    const buttons = box.current?.children ?? [];
    for (let i = 0; i < buttons.length; i++) {
      const current = i === active;
      if (buttons[i]!.hasAttribute('aria-current') === current) continue;
      if (current) buttons[i]!.setAttribute('aria-current', 'true');
      else buttons[i]!.removeAttribute('aria-current');
    }
  }, [box, key, active]);
}
