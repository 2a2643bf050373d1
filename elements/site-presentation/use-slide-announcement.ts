import { useEffect, useRef, useState } from 'react';
import type { Emit } from '../../shared/element/event-spec.ts';
import type { Translate } from './messages.ts';
import type { SitePresentationEvents } from './site-presentation.element.ts';
import type { Slide } from './slides.ts';

/**
 * When the slide changes (not on load): the text for the live region ('Slide 2 of 5') and the
 * `site-presentation-change` event. Returns the text to announce.
 */
export function useSlideAnnouncement(index: number, slides: Slide[], t: Translate, emit: Emit<SitePresentationEvents>): string {
  const [announcement, setAnnouncement] = useState('');
  const shownIndex = useRef(index);
  const count = slides.length;
  useEffect(() => {
    if (shownIndex.current === index) return;
    shownIndex.current = index;
    setAnnouncement(t('announce', { n: index + 1, count }));
    emit('site-presentation-change', { index, slide: index + 1, title: slides[index]?.title ?? '' });
  }, [index, slides, count, t, emit]);
  return announcement;
}
