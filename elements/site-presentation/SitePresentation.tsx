import { useMemo, useRef, type ReactNode } from 'react';
import { useMessages, type ElementViewProps } from '../../shared/element/react/define-element.tsx';
import { useModal } from '../../shared/element/react/use-modal.ts';
import { hashPrefix } from '../../shared/presentation/deck.ts';
import { deckKeyListener } from './deck-keys.ts';
import { presentationMessages } from './messages.ts';
import { SpeakerNotes } from './parts/SpeakerNotes.tsx';
import { ThumbnailStrip } from './parts/ThumbnailStrip.tsx';
import { Toolbar } from './parts/Toolbar.tsx';
import type { LightSlide } from './read-slides.ts';
import { SlideGrid } from './screens/SlideGrid.tsx';
import { SlideStage } from './screens/SlideStage.tsx';
import type { JsonSlide, presentationAttributes, SitePresentationEvents } from './site-presentation.element.ts';
import { slidesFrom } from './slides.ts';
import { useDeck } from './use-deck.ts';
import { useSlideAnnouncement } from './use-slide-announcement.ts';
import { useSlideFocus } from './use-slide-focus.ts';
import * as styles from './css/site-presentation.css.ts';

type Props = ElementViewProps<typeof presentationAttributes, JsonSlide[], LightSlide[], SitePresentationEvents>;

/** The presentation viewer: the slide, its controls, thumbnails or grid, and the speaker notes when presenting. */
export function SitePresentation({ host, label, start, autoplay, hash, thumbnails, headingLevel, data, light, emit }: Props): ReactNode {
  const t = useMessages(presentationMessages);
  const slides = useMemo(() => slidesFrom(data, light), [data, light]);
  const count = slides.length;
  const [state, dispatch] = useDeck({ host, count, start, autoplay, hash, prefix: hashPrefix(host.id), fullscreenFailed: t('fullscreenFailed') });
  const { index } = state;
  const announcement = useSlideAnnouncement(index, slides, t, emit);
  const { root, stage, slideBoxes, onFocus } = useSlideFocus(index, state.grid, state.presenting);
  const presentButton = useRef<HTMLButtonElement>(null);
  // Presenting covers the page as a modal dialog: Tab stays inside, and focus goes back to the Present button.
  useModal(root, state.presenting, { opener: () => presentButton.current });

  if (count === 0) return <p>{t('empty')}</p>;
  const choose = (target: number): void => dispatch({ type: 'choose', index: target });
  return (
    <div
      ref={root}
      className={styles.root}
      role={state.presenting ? 'dialog' : 'region'}
      aria-modal={state.presenting || undefined}
      aria-label={label || t('label')}
      data-mode={state.grid ? 'grid' : state.presenting ? 'presenting' : 'slides'}
      data-presenting={state.presenting || undefined}
      onKeyDown={deckKeyListener(state, dispatch)}
      onFocus={onFocus}
    >
      <div className={styles.main}>
        <SlideStage slides={slides} index={index} headingLevel={headingLevel} hidden={state.grid} stage={stage} slideBoxes={slideBoxes} t={t} />
        {state.grid && <SlideGrid slides={slides} current={index} label={t('overview')} onChoose={choose} />}
        {state.presenting && !state.grid && <SpeakerNotes slides={slides} index={index} t={t} />}
      </div>
      <Toolbar state={state} count={count} dispatch={dispatch} presentButton={presentButton} t={t} />
      {thumbnails && <ThumbnailStrip slides={slides} current={index} label={t('thumbnails')} onChoose={choose} hidden={state.grid} />}
      <div className={styles.visuallyHidden} aria-live={state.playing ? 'off' : 'polite'} aria-atomic="true">
        {announcement}
      </div>
    </div>
  );
}
