import { useLayoutEffect, useMemo, useReducer, useRef, useEffect, type CSSProperties, type FocusEvent, type ReactNode } from 'react';
import { useMessages, type ElementViewProps } from '../../shared/element/react/define-element.tsx';
import { autoplayReducer, autoplayRunning, initialAutoplay, liveMode, type AutoplayEvent } from '../../shared/carousel/autoplay.ts';
import { slideLabel } from '../../shared/carousel/labels.ts';
import { activeDot, autoplayTarget, dotTargets, stepTarget, visibleSlides, type Track } from '../../shared/carousel/navigation.ts';
import { slidesPerViewFor } from '../../shared/carousel/options.ts';
import { carouselMessages } from './messages.ts';
import { Thumbnails } from './parts/Thumbnails.tsx';
import { adoptSlides, labelSlides } from './adopt-slides.ts';
import { dotLabel } from '../../shared/carousel/labels.ts';
import { useDots } from './use-dots.ts';
import { useInView } from './use-in-view.ts';
import type { LightSlide, SlidePicture } from './read-slides.ts';
import type { CarouselSlide } from '../../shared/carousel/slides-schema.ts';
import type { carouselAttributes, SiteCarouselEvents } from './site-carousel.element.ts';
import * as styles from './css/site-carousel.css.ts';
import { useKeenSlider, useReducedMotion, useViewportValue } from './use-keen-slider.ts';

type JsonSlide = CarouselSlide;
type Props = ElementViewProps<typeof carouselAttributes, JsonSlide[], LightSlide[], SiteCarouselEvents>;

interface SlideModel {
  picture: SlidePicture | null;
  /** The slide's content rendered by React (inline JSON); null for a server-rendered slide, which is adopted as it is. */
  body: ReactNode;
}

function JsonSlideBody({ slide, eager }: { slide: JsonSlide; eager: boolean }): ReactNode {
  const content = (
    <figure className={styles.figure}>
      <img className={styles.picture} src={slide.image} alt={slide.alt} loading={eager ? 'eager' : 'lazy'} draggable={false} />
      {(slide.title || slide.caption) && (
        <figcaption className={styles.caption}>
          {slide.title && <span className={styles.captionTitle}>{slide.title}</span>}
          {slide.caption}
        </figcaption>
      )}
    </figure>
  );
  return slide.href ? (
    <a className={styles.link} href={slide.href} draggable={false}>
      {content}
    </a>
  ) : (
    content
  );
}

function slidesFrom(data: JsonSlide[] | undefined, light: LightSlide[] | undefined): SlideModel[] {
  if (data)
    return data.map((slide, i) => ({
      picture: { src: slide.image, alt: slide.alt },
      body: <JsonSlideBody slide={slide} eager={i === 0} />,
    }));
  return (light ?? []).map((slide) => ({ picture: slide.picture, body: null }));
}

/** The server-rendered slide elements the carousel adopts as its slides, or none when the slides come from JSON. */
function lightNodes(data: JsonSlide[] | undefined, light: LightSlide[] | undefined): Element[] | null {
  return data || !light ? null : light.map((slide) => slide.node);
}

/** When the dots scroll sideways (a narrow carousel), centres the current one in their box. */
function keepCurrentDotInView(box: HTMLElement | null): void {
  if (!box || box.scrollWidth <= box.clientWidth) return;
  const dot = box.querySelector('[aria-current="true"]');
  if (!dot) return;
  const boxRect = box.getBoundingClientRect();
  const dotRect = dot.getBoundingClientRect();
  box.scrollLeft += dotRect.left - boxRect.left - (box.clientWidth - dotRect.width) / 2;
}

/** The carousel region: slides, Pause / Play, previous and next, dots and thumbnails. */
export function SiteCarousel(props: Props): ReactNode {
  const {
    label,
    duration,
    loop,
    dragFree,
    align,
    spacing,
    slidesToScroll,
    autoplay,
    autoplayDelay,
    effect,
    direction,
    pagination,
    thumbnails,
    data,
    light,
    emit,
    host,
  } = props;
  const t = useMessages(carouselMessages);
  const slides = useMemo(() => slidesFrom(data, light), [data, light]);
  const total = slides.length;
  const reducedMotion = useReducedMotion();
  const counts = {
    base: props.slidesToShow,
    sm: props.slidesToShowSm,
    md: props.slidesToShowMd,
    lg: props.slidesToShowLg,
    xl: props.slidesToShowXl,
  };
  const shown = useViewportValue((width) => slidesPerViewFor(width, counts));
  const perView = effect === 'fade' ? 1 : shown;
  const settings = {
    duration: reducedMotion ? 0 : duration,
    loop,
    dragFree,
    align,
    spacing,
    perView,
    effect,
    vertical: direction === 'vertical',
    initial: 0,
  };
  const { container, slider, position } = useKeenSlider(
    settings,
    total,
    (index) => emit('site-carousel-change', { index }),
    data ? 'json' : 'server',
  );
  const track: Track = { total, perView, step: slidesToScroll, loop, maxIndex: position.maxIndex };
  const current = position.current;
  const visible = visibleSlides(track, current);

  // Server-rendered slides become the slides where they are (no React copy of 20 boxes per carousel):
  // moved into the track in one go while React commits, before keen-slider measures them.
  const adopted = useRef<HTMLElement[]>([]);
  const nodes = useMemo(() => lightNodes(data, light), [data, light]);
  useLayoutEffect(() => {
    const box = container.current;
    if (!box || !nodes || nodes.length === 0) return undefined;
    const slidesIn = adoptSlides(box, nodes, `keen-slider__slide ${styles.slide}`, styles.slot);
    adopted.current = slidesIn.boxes;
    return () => {
      adopted.current = [];
      slidesIn.release();
    };
  }, [container, nodes]);
  const slideTemplate = t('slide');
  useLayoutEffect(() => labelSlides(adopted.current, (index) => slideLabel(slideTemplate, index, total), visible));

  const [autoplayState, dispatch] = useReducer(autoplayReducer, reducedMotion, initialAutoplay);
  const region = useRef<HTMLDivElement>(null);
  // No timer for a carousel scrolled out of view: it resumes where it was when it comes back.
  const inView = useInView(region, autoplay);
  const running = autoplayRunning(autoplay, autoplayState) && inView && autoplayTarget(track, current) !== null;
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (reducedMotion) dispatch('reduced-motion');
  }, [reducedMotion]);

  const moveTo = (target: number | null): void => {
    const s = slider.current;
    if (s?.track.details && target !== null) s.moveToIdx(target);
  };
  /** Previous or next by the scroll step, counted from where a running animation is heading (fast double clicks add up). */
  const moveBy = (direction: -1 | 1): void => {
    const s = slider.current;
    if (!s?.track.details) return;
    const heading = s.animator.active && s.animator.targetIdx !== null ? s.animator.targetIdx : s.track.details.abs;
    // With loop, step along the endless track so the move goes the way the button points.
    if (loop) s.moveToIdx(heading + direction * Math.min(slidesToScroll, total - 1), true);
    else moveTo(stepTarget(track, heading, direction));
  };

  const next = autoplayTarget(track, current);
  useEffect(() => {
    if (!running) return undefined;
    const timer = setTimeout(() => (stepTarget(track, current, 1) === null ? moveTo(next) : moveBy(1)), autoplayDelay);
    return () => clearTimeout(timer);
    // moveTo and track only change with the values listed
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [running, current, next, autoplayDelay]);

  const send = (event: AutoplayEvent) => () => autoplay && dispatch(event);
  const onFocus = (event: FocusEvent<HTMLElement>): void => {
    // Keyboard focus stops the rotation; a click (no focus ring) or the Pause / Play button itself does not.
    if (autoplay && event.target !== toggle.current && event.target.matches(':focus-visible')) dispatch('focus-in');
  };

  const dotsBox = useRef<HTMLDivElement>(null);
  const shownDot = useRef(current);
  useEffect(() => {
    // Not on mount: the first dot is in view already, and measuring would force a layout of every new carousel.
    if (shownDot.current === current) return;
    shownDot.current = current;
    keepCurrentDotInView(dotsBox.current);
  }, [current]);

  const previousTarget = stepTarget(track, current, -1);
  const nextTarget = stepTarget(track, current, 1);
  const targets = pagination && total > 1 ? dotTargets(track) : [];
  const currentDot = activeDot(targets, current);
  useDots(dotsBox, targets, currentDot, t('dot'), styles.dot, moveTo);
  const vertical = direction === 'vertical';
  const trackClass = ['keen-slider', styles.track, vertical && styles.vertical, effect === 'fade' && styles.fade].filter(Boolean).join(' ');

  return (
    <div
      ref={region}
      role="region"
      aria-roledescription="carousel"
      aria-label={label || t('label')}
      className={styles.root}
      onPointerEnter={send('pointer-enter')}
      onPointerLeave={send('pointer-leave')}
      onFocus={onFocus}
    >
      <div className={styles.viewport} aria-live={liveMode(running)}>
        {total > 0 && (
          <div
            ref={container}
            className={trackClass}
            style={{ '--site-carousel-slide-width': `calc((100% - ${(perView - 1) * spacing}px) / ${perView})` } as CSSProperties}
          >
            {!nodes &&
              slides.map((slide, index) => (
                <div
                  key={index}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={slideLabel(slideTemplate, index, total)}
                  className={`keen-slider__slide ${styles.slide}`}
                  inert={!visible.has(index)}
                >
                  {slide.body}
                </div>
              ))}
          </div>
        )}
      </div>
      {total > 1 && (
        <div className={styles.controls}>
          {autoplay && (
            <button ref={toggle} type="button" className={styles.button} onClick={() => dispatch('toggle')}>
              {autoplayState.playing ? t('pause') : t('play')}
            </button>
          )}
          <button
            type="button"
            className={styles.button}
            aria-label={t('previous')}
            disabled={previousTarget === null}
            onClick={() => moveBy(-1)}
          >
            <span className={styles.arrow} aria-hidden="true">
              {vertical ? '↑' : '←'}
            </span>
          </button>
          {targets.length > 1 && (
            <div ref={dotsBox} role="group" aria-label={t('dots')} className={styles.dots}>
              {/* A server render runs no effects (its host is a stand-in, never connected): it writes the
                  buttons useDots keeps in the browser, so the first view comes with its dots. */}
              {!host.isConnected &&
                targets.map((target, i) => (
                  <button key={i} type="button" className={styles.dot} aria-label={dotLabel(t('dot'), target)} aria-current={i === currentDot ? 'true' : undefined} />
                ))}
            </div>
          )}
          <button type="button" className={styles.button} aria-label={t('next')} disabled={nextTarget === null} onClick={() => moveBy(1)}>
            <span className={styles.arrow} aria-hidden="true">
              {vertical ? '↓' : '→'}
            </span>
          </button>
        </div>
      )}
      {thumbnails > 0 && total > 1 && (
        <Thumbnails
          pictures={slides.map((slide) => slide.picture)}
          perView={thumbnails}
          current={current}
          duration={settings.duration}
          label={t('thumbnails')}
          thumbnailLabel={(index) =>
            `${t('thumbnail', { n: index + 1 })}${slides[index]?.picture?.alt ? `: ${slides[index]?.picture?.alt}` : ''}`
          }
          onSelect={(index) => moveTo(index)}
        />
      )}
    </div>
  );
}
