import { useEffect, type ReactNode } from 'react';
import type { SlidePicture } from '../read-slides.ts';
import * as styles from '../css/site-carousel.css.ts';
import { THUMBNAIL_SPACING_PX } from '../sizes.ts';
import { useKeenSlider } from '../use-keen-slider.ts';

interface Props {
  pictures: (SlidePicture | null)[];
  /** Thumbnails in view at once. */
  perView: number;
  current: number;
  duration: number;
  label: string;
  thumbnailLabel: (index: number) => string;
  onSelect: (index: number) => void;
}

/**
 * A strip of thumbnail buttons * (its own keen-slider) that follows the main slider and moves it.
 */
export function Thumbnails({ pictures, perView, current, duration, label, thumbnailLabel, onSelect }: Props): ReactNode {
  const settings = {
    duration,
    loop: false,
    dragFree: true,
    align: 'start',
    spacing: THUMBNAIL_SPACING_PX,
    perView,
    effect: 'slide',
    vertical: false,
    initial: 0,
  } as const;
  const { container, slider, position } = useKeenSlider(settings, pictures.length);

  useEffect(() => {
    const strip = slider.current;
    if (!strip) return;
    // Keep the current thumbnail in view.
    if (current < position.current || current >= position.current + perView) strip.moveToIdx(Math.min(current, position.maxIndex));
  }, [current, perView, position, slider]);

  return (
    <div role="group" aria-label={label} className={styles.thumbnails}>
      <div ref={container} className="keen-slider">
        {pictures.map((picture, index) => (
          <div key={index} className="keen-slider__slide">
            <button
              type="button"
              className={styles.thumbnail}
              aria-label={thumbnailLabel(index)}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => onSelect(index)}
            >
              {picture ? <img src={picture.src} alt="" loading="lazy" draggable={false} /> : index + 1}
            </button>
          </div>
        ))}
      </div>
    </div>
  );
}
