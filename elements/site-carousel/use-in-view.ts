import { useEffect, useState, type RefObject } from 'react';

const watchers = new Map<Element, (inView: boolean) => void>();
let observer: IntersectionObserver | null = null;

/** One observer for every carousel on the page: each reports whether any of it is in the viewport. */
function watch(element: Element, report: (inView: boolean) => void): () => void {
  observer ??= new IntersectionObserver((entries) => entries.forEach((entry) => watchers.get(entry.target)?.(entry.isIntersecting)));
  watchers.set(element, report);
  observer.observe(element);
  return () => {
    watchers.delete(element);
    observer?.unobserve(element);
  };
}

/**
 * True while any of the element is in the viewport, watched only while `enabled` (else always true).
 * Starts true (most carousels that move by themselves open the page) and follows the element once
 * the observer has reported.
 */
export function useInView(ref: RefObject<Element | null>, enabled: boolean): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const stop = watch(element, setInView);
    return () => {
      stop();
      setInView(true);
    };
  }, [ref, enabled]);
  return inView;
}
