import type { KeenSliderOptions } from 'keen-slider';
import { originFor, type Align } from './options.ts';

/** The carousel settings that shape the keen-slider instance. */
export interface SliderSettings {
  /** Slide animation in ms (0 under reduced motion). */
  duration: number;
  loop: boolean;
  dragFree: boolean;
  align: Align;
  /** Gap between slides in px. */
  spacing: number;
  perView: number;
  effect: 'slide' | 'fade';
  vertical: boolean;
  initial: number;
}

const easeOutCubic = (t: number): number => 1 - (1 - t) ** 3;

/**
 * keen-slider options for the settings. A fade shows one slide at a time and leaves rendering to
 * the carousel (`renderMode: 'custom'`: the slides stack and their opacity follows the track).
 */
export function keenOptionsFor(settings: SliderSettings): KeenSliderOptions {
  const fade = settings.effect === 'fade';
  const perView = fade ? 1 : settings.perView;
  return {
    initial: settings.initial,
    loop: settings.loop,
    vertical: settings.vertical,
    mode: settings.dragFree && !fade ? 'free-snap' : 'snap',
    renderMode: fade ? 'custom' : 'precision',
    rubberband: !settings.loop,
    defaultAnimation: { duration: settings.duration, easing: easeOutCubic },
    slides: { perView, spacing: fade ? 0 : settings.spacing, origin: fade ? 'auto' : originFor(settings.align, perView) },
  };
}
