import KeenSlider, { type KeenSliderInstance } from 'keen-slider';
import { useLayoutEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { keenOptionsFor, type SliderSettings } from '../../shared/carousel/keen-options.ts';

const pending: (() => void)[] = [];

/**
 * Runs a task once React has finished committing: every carousel upgraded together moves its slides
 * in first, then the sliders are created one after another, so keen-slider's measuring (a style and
 * layout pass) happens once for all of them instead of once per carousel between DOM writes.
 */
function whenCommitted(task: () => void): void {
  if (pending.push(task) === 1) queueMicrotask(() => pending.splice(0).forEach((run) => run()));
}

/** Where the slider is: the first slide in view and the last index it can start at. */
export interface SliderPosition {
  current: number;
  maxIndex: number;
}

/**
 * Runs a keen-slider on the container's children for as long as the view is mounted; a change of
 * settings, slide count or `slideSource` (what the slide elements come from) rebuilds it at the slide
 * it was on. `onChange` hears every new slide.
 */
export function useKeenSlider(
  settings: SliderSettings,
  slideCount: number,
  onChange?: (index: number) => void,
  slideSource?: unknown,
): { container: RefObject<HTMLDivElement | null>; slider: RefObject<KeenSliderInstance | null>; position: SliderPosition } {
  const container = useRef<HTMLDivElement>(null);
  const slider = useRef<KeenSliderInstance | null>(null);
  const current = useRef(settings.initial);
  const changed = useRef(onChange);
  useLayoutEffect(() => {
    changed.current = onChange;
  });
  const [position, setPosition] = useState<SliderPosition>(() => ({
    current: settings.initial,
    // keen-slider's own figure for slides lined up at the start, so creating it usually needs no second render.
    maxIndex: settings.loop ? Infinity : Math.max(0, slideCount - settings.perView),
  }));
  const { duration, loop, dragFree, align, spacing, perView, effect, vertical } = settings;

  useLayoutEffect(() => {
    const box = container.current;
    if (!box || slideCount === 0) return undefined;
    const report = (s: KeenSliderInstance): void => {
      const details = s.track.details;
      if (!details) return;
      current.current = details.rel;
      setPosition((p) =>
        p.current === details.rel && p.maxIndex === details.maxIdx ? p : { current: details.rel, maxIndex: details.maxIdx },
      );
    };
    let instance: KeenSliderInstance | null = null;
    let cancelled = false;
    whenCommitted(() => {
      if (cancelled) return;
      const options = keenOptionsFor({
        duration,
        loop,
        dragFree,
        align,
        spacing,
        perView,
        effect,
        vertical,
        initial: Math.min(current.current, slideCount - 1),
      });
      instance = new KeenSlider(box, {
        ...options,
        // keen-slider takes an array or NodeList here, not an HTMLCollection.
        selector: (element: HTMLElement) => Array.from(element.children) as HTMLElement[],
        created: report,
        updated: report,
        optionsChanged: report,
        slideChanged: (s) => {
          report(s);
          changed.current?.(s.track.details.rel);
        },
        detailsChanged:
          effect === 'fade'
            ? // The share of each slide in view (0 to 1) is its opacity.
              (s) => s.track.details?.slides.forEach((slide, i) => s.slides[i]?.style.setProperty('opacity', String(slide.portion)))
            : undefined,
      });
      slider.current = instance;
    });
    return () => {
      cancelled = true;
      // keen-slider swallows construction errors (logging them) and then has no destroy().
      instance?.destroy?.();
      for (const el of Array.from(box.children) as HTMLElement[]) el.style.opacity = '';
      slider.current = null;
    };
    // slideSource: other slide elements (server markup replaced by JSON) need a slider of their own.
  }, [duration, loop, dragFree, align, spacing, perView, effect, vertical, slideCount, slideSource]);

  return { container, slider, position };
}

// One media query list and one resize listener for the life of the page: reading innerWidth during
// render forces a layout pass each time, once per carousel per render, between React's DOM writes.
const changes = new Set<() => void>();
let reducedMotion: MediaQueryList | null = null;
let viewportWidth = -1;

function watchPage(): void {
  if (reducedMotion) return;
  // A kept MediaQueryList answers `matches` without a layout pass; innerWidth does not, so it is cached.
  const list = (reducedMotion = matchMedia('(prefers-reduced-motion: reduce)'));
  viewportWidth = innerWidth;
  list.addEventListener('change', () => changes.forEach((notify) => notify()));
  addEventListener('resize', () => {
    viewportWidth = innerWidth;
    changes.forEach((notify) => notify());
  });
}

function subscribe(onChange: () => void): () => void {
  changes.add(onChange);
  return () => changes.delete(onChange);
}

/** True while the visitor asks for reduced motion (follows changes); false on a server. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => {
      watchPage();
      return reducedMotion?.matches === true;
    },
    () => false,
  );
}

/** A value computed from the viewport width, recomputed on resize (re-renders only when it changes); on a server, for 1280 px. */
export function useViewportValue<T>(compute: (width: number) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => {
      watchPage();
      return compute(viewportWidth);
    },
    // On a server: a laptop's width.
    () => compute(1280),
  );
}
