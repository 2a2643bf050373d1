import type { ReactNode, RefObject } from 'react';
import type { Translate } from '../messages.ts';
import { SlideBody } from '../parts/SlideBody.tsx';
import type { Slide } from '../slides.ts';
import * as styles from '../css/site-presentation.css.ts';

const bodyClasses = { title: styles.title, figure: styles.figure, text: styles.text, nodes: styles.nodes };

interface Props {
  slides: Slide[];
  index: number;
  headingLevel: number;
  /** Hidden while the grid overview shows. */
  hidden: boolean;
  stage: RefObject<HTMLDivElement | null>;
  /** Each slide's box, by index (for moving focus between slides). */
  slideBoxes: RefObject<(HTMLDivElement | null)[]>;
  t: Translate;
}

/** The slides view: every slide in the page, only the current one shown and focusable. */
export function SlideStage({ slides, index, headingLevel, hidden, stage, slideBoxes, t }: Props): ReactNode {
  const count = slides.length;
  return (
    <div ref={stage} className={styles.stage} hidden={hidden}>
      {slides.map((slide, i) => (
        <div
          key={i}
          ref={(el) => {
            slideBoxes.current[i] = el;
          }}
          className={styles.slide}
          role="group"
          aria-roledescription="slide"
          aria-label={t('slide', { n: i + 1, count, title: slide.title })}
          hidden={i !== index}
          tabIndex={i === index ? 0 : -1}
        >
          <SlideBody slide={slide} headingLevel={headingLevel} className={bodyClasses} />
        </div>
      ))}
    </div>
  );
}
