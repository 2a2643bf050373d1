import { useEffect, useState, type RefObject } from 'react';

/** Whether `box` is the page's fullscreen element, and a toggle that asks the browser to change it. */
export function useFullscreen(box: RefObject<HTMLElement | null>): [boolean, () => void] {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const onChange = (): void => setOn(document.fullscreenElement !== null && document.fullscreenElement === box.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [box]);
  const toggle = (): void => {
    const el = box.current;
    if (!el) return;
    const request = document.fullscreenElement === el ? document.exitFullscreen() : el.requestFullscreen();
    // A refusal (no user gesture, or a frame without permission) changes nothing: the event sets the state.
    request.catch(() => undefined);
  };
  return [on, toggle];
}
