// One accessible carousel for the landing page (issue 4): promo banners, investment-manager
// partners, robo portfolios and the logged-in portfolio cards.
//
//   <Carousel
//     label="Promo"                      // or labelledBy="heading-id" (one of the two is required)
//     slides={[<Banner />, <Banner />]}  // ReactNode[]; each is wrapped in <li><div role="group">
//     autoplayMs={3000}                  // optional; 0 or absent: no autoplay
//     perView={{ mobile: 1, desktop: 2 }} // or a number; mobile < 768 px ≤ desktop (default 1)
//     loop                               // default true; only when there are more slides than fit
//     id="promo" data-testid="promo-carousel" className="…" slideClassName="…"
//   />
//
// Progressive enhancement:
// - Server HTML and the first client render (so hydration matches): a <section> region with a plain
//   <ul> of every slide in a horizontally scrollable track with CSS scroll-snap, the slide width
//   set by CSS variables to show `perView` slides (app.css "Carousel"). Without JavaScript every
//   slide is reachable by scrolling and by Tab; the controls are not shown.
// - After mount, when there are more slides than fit at some width, keen-slider takes over the
//   track (drag and swipe, loop, 500 ms animation, `breakpoints` for the per-view at 768 px; at a
//   width where all slides fit it stays disabled and the plain track shows). Slides out of view
//   are `inert` (no Tab, hidden from assistive technology). Previous/next buttons (44 px), dots
//   (or a "2 / 12" counter with more than MAX_DOTS positions), ←/→ keys while focus is inside (focus
//   that was in a slide leaving the view moves to the first slide in view). The controls come
//   before the track in the markup, so the pause button is the first tab stop (WAI-ARIA carousel
//   pattern); CSS shows them below the slides.
// - Autoplay (WCAG 2.2.2): a visible pause/play button; autoplay waits while the pointer is over
//   the carousel, while focus is inside it and while the page is hidden, and never runs with
//   prefers-reduced-motion: reduce. A polite live region announces the slides in view only after
//   a change the user made, never on an autoplay tick.
// - Fewer slides than fit: no controls, no autoplay, no loop. No slides: nothing is rendered.
// - Examples (landing page, spec landing §9):
//     <Carousel label={t('promo.title')} slides={banners} autoplayMs={3000} />
//     <Carousel labelledBy="mitra-heading" slides={logos} autoplayMs={3000} perView={{ mobile: 3, desktop: 6 }} />
//     <Carousel label={t('robo.title')} slides={roboCards} autoplayMs={5000} perView={{ mobile: 1, desktop: 2 }} />
//     <Carousel label={t('portfolio.title')} slides={portfolioCards} perView={{ mobile: 1, desktop: 2 }} />
//   Slides fill their wrapper's height (`h-full` on a card lines the cards up).
//
// keen-slider's stylesheet (it hides the track's overflow) is imported here only, so only pages
// with a carousel load it, and it applies only once the track carries the `keen-slider` class.
import 'keen-slider/keen-slider.min.css';
import {
  useKeenSlider,
  type KeenSliderInstance,
  type KeenSliderOptions,
  type KeenSliderPlugin,
} from 'keen-slider/react';
import {
  isValidElement,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cx } from '~/components/ui/cx';
import { StaticMarkup } from '~/components/ui/static-markup';
import { useT } from '~/lib/use-t';
import { ChevronLeft, ChevronRight, Pause, Play } from './carousel-icons';
import {
  DESKTOP_QUERY,
  SLIDE_DURATION_MS,
  SLIDE_SPACING_PX,
  autoplayIndex,
  autoplayRuns,
  carouselPlan,
  indicatorKind,
  normalizePerView,
  positionCount,
  slideNumbers,
  slidesInView,
  stepIndex,
  type PerViewProp,
} from './carousel-logic';

type Labelling = { label: string; labelledBy?: undefined } | { labelledBy: string; label?: undefined };

export type CarouselProps = Labelling & {
  slides: readonly ReactNode[];
  /** Autoplay period in ms (spec landing §9: 3000 promo and partners, 5000 robo). Absent or 0: none. */
  autoplayMs?: number;
  /** Slides per view: a number, or { mobile, desktop } (desktop from 768 px). Default 1. */
  perView?: PerViewProp;
  /** Wrap around from the last slide to the first (default true; only when the slides move). */
  loop?: boolean;
  id?: string;
  className?: string;
  /** Classes for each slide's wrapper (the role="group" element). */
  slideClassName?: string;
  /**
   * The slides are the same for everyone with this key (it must name their content and language):
   * the track is then rendered once per key on the server and served as a string (StaticMarkup,
   * decision 010), and off-screen slides are made inert through the DOM. Slides may then hold only
   * markup and links (no React handlers or state).
   */
  staticKey?: string;
  'data-testid'?: string;
};

/** What keen-slider says about the track at the current width. */
interface View {
  /** keen-slider is on at this width (more slides than fit). */
  moving: boolean;
  /** Index of the first slide in view. */
  current: number;
  perView: number;
  loop: boolean;
}

function sameView(a: View, b: View): boolean {
  return a.moving === b.moving && a.current === b.current && a.perView === b.perView && a.loop === b.loop;
}

function readView(slider: KeenSliderInstance): View {
  const { options } = slider;
  const slides = options.slides;
  const perView =
    typeof slides === 'object' && slides !== null && typeof slides.perView === 'number' ? slides.perView : 1;
  return { moving: !options.disabled, current: slider.track.details?.rel ?? 0, perView, loop: Boolean(options.loop) };
}

/** The slide the plain track was scrolled to (someone may scroll before the JavaScript arrives). */
function scrolledSlide(track: HTMLUListElement | null): number {
  if (!track || track.scrollLeft <= 0) return 0;
  const items = Array.from(track.children) as HTMLElement[];
  const found = items.findIndex((li) => li.offsetLeft + li.offsetWidth / 2 > track.scrollLeft);
  return Math.max(0, found);
}

function isTextEntry(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    target.closest('input, textarea, select, [contenteditable="true"], [role="slider"]') !== null
  );
}

function mediaMatches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

type Mover = 'user' | 'autoplay';

export function Carousel({
  slides,
  label,
  labelledBy,
  autoplayMs = 0,
  perView: perViewProp,
  loop = true,
  id,
  className,
  slideClassName,
  staticKey,
  'data-testid': testId,
}: CarouselProps) {
  const { t, i18n } = useT('carousel');
  const count = slides.length;
  const perView = normalizePerView(perViewProp);
  const plan = carouselPlan({ count, perView, loop, autoplayMs });
  const firstMoving = plan.mobile.moves || !plan.desktop.moves ? 'mobile' : 'desktop';
  const trackId = `${useId()}track`;

  const [enhanced, setEnhanced] = useState(false);
  const [view, setView] = useState<View>(() => ({
    moving: false,
    current: 0,
    perView: perView[firstMoving],
    loop: plan[firstMoving].loop,
  }));
  const [reducedMotion, setReducedMotion] = useState(false);
  const [documentHidden, setDocumentHidden] = useState(false);
  const [pointerInside, setPointerInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const trackRef = useRef<HTMLUListElement | null>(null);
  const startRef = useRef(0);
  /** Who started the current movement: only the user's movements are announced. */
  const moverRef = useRef<Mover>('autoplay');
  /** The element that had focus inside a slide when an arrow key moved the view. */
  const focusedBeforeMoveRef = useRef<HTMLElement | null>(null);
  /** Handlers for keen-slider's events; refreshed after every render (the plugin is created once). */
  const handlersRef = useRef<{ sync: (s: KeenSliderInstance) => void; settled: (s: KeenSliderInstance) => void }>({
    sync: () => {},
    settled: () => {},
  });

  const options = useMemo<KeenSliderOptions>(
    () => ({
      disabled: !plan.mobile.moves,
      loop: plan.mobile.loop,
      defaultAnimation: { duration: SLIDE_DURATION_MS },
      slides: { perView: perView.mobile, spacing: SLIDE_SPACING_PX.mobile },
      breakpoints: {
        [DESKTOP_QUERY]: {
          disabled: !plan.desktop.moves,
          loop: plan.desktop.loop,
          slides: { perView: perView.desktop, spacing: SLIDE_SPACING_PX.desktop },
        },
      },
    }),
    [plan.mobile.moves, plan.mobile.loop, plan.desktop.moves, plan.desktop.loop, perView.mobile, perView.desktop],
  );

  const [plugins] = useState<KeenSliderPlugin[]>(() => [
    (slider) => {
      const sync = () => handlersRef.current.sync(slider);
      slider.on('created', sync);
      slider.on('optionsChanged', sync);
      slider.on('updated', sync);
      slider.on('slideChanged', sync);
      slider.on('dragStarted', () => {
        moverRef.current = 'user';
      });
      slider.on('animationEnded', () => handlersRef.current.settled(slider));
    },
  ]);
  const [sliderRef, instanceRef] = useKeenSlider<HTMLUListElement>(options, plugins);

  useEffect(() => {
    handlersRef.current = {
      sync: (slider) => {
        const next = readView(slider);
        setView((previous) => (sameView(previous, next) ? previous : next));
      },
      settled: (slider) => {
        if (moverRef.current !== 'user') return;
        moverRef.current = 'autoplay';
        const now = readView(slider);
        const inView = slideNumbers(slidesInView(now.current, count, now.perView, now.loop));
        const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(inView.map(String));
        setAnnouncement(t('announce', { count: inView.length, slides: list, total: count }));
      },
    };
  });

  // The track element; keen-slider takes it over once enhanced (and lets go on unmount).
  const attachTrack = useCallback(
    (node: HTMLUListElement | null) => {
      trackRef.current = node;
      if (!enhanced) return;
      sliderRef(node);
      if (node && startRef.current > 0) instanceRef.current?.moveToIdx(startRef.current, true, { duration: 0 });
    },
    [enhanced, sliderRef, instanceRef],
  );

  // A static track (staticKey) is not a React element with a ref: find it by its id.
  useEffect(() => {
    if (staticKey === undefined) return;
    attachTrack(document.getElementById(trackId) as HTMLUListElement | null);
    return () => {
      if (enhanced) sliderRef(null);
    };
  }, [staticKey, trackId, attachTrack, enhanced, sliderRef]);

  // Enhance after hydration, so the first client render matches the server's plain list.
  useEffect(() => {
    if (!plan.controls) return;
    startRef.current = scrolledSlide(trackRef.current);
    setEnhanced(true);
  }, [plan.controls]);

  // Slides added or removed: keen-slider re-reads them.
  const countRef = useRef(count);
  useEffect(() => {
    if (countRef.current === count) return;
    countRef.current = count;
    instanceRef.current?.update();
  }, [count, instanceRef]);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const onChange = () => setReducedMotion(query.matches);
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  useEffect(() => {
    const onChange = () => setDocumentHidden(document.visibilityState === 'hidden');
    onChange();
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);

  const moving = enhanced && view.moving;
  const positions = positionCount(count, view.perView, view.loop);
  const inView = new Set(slidesInView(view.current, count, view.perView, view.loop));

  // A static track's slides are not React elements: mark the ones out of view inert through the DOM.
  const inViewKey = [...inView].join(',');
  useEffect(() => {
    if (staticKey === undefined || !trackRef.current) return;
    Array.from(trackRef.current.children).forEach((li, index) => {
      (li as HTMLElement).inert = moving && !inView.has(index);
    });
    // `inView` is named by inViewKey
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [staticKey, moving, inViewKey]);

  const move = useCallback(
    (how: { by: number } | { to: number }, mover: Mover) => {
      const slider = instanceRef.current;
      const details = slider?.track.details;
      if (!slider || !details || slider.options.disabled) return;
      moverRef.current = mover;
      const now = readView(slider);
      const animation = { duration: mediaMatches('(prefers-reduced-motion: reduce)') ? 0 : SLIDE_DURATION_MS };
      if (now.loop) {
        // Looping: step from the absolute position, or take the shorter way round to a dot's slide.
        if ('by' in how) slider.moveToIdx(details.abs + how.by, true, animation);
        else slider.moveToIdx(how.to, false, animation);
        return;
      }
      const target = 'by' in how ? stepIndex(now.current, how.by, count, now.perView, false) : how.to;
      slider.moveToIdx(target, true, animation);
    },
    [count, instanceRef],
  );

  // Autoplay: one timer per position, restarted after every change (user or automatic).
  const autoplayOn = autoplayRuns({
    plan: autoplayMs > 0,
    moving,
    reducedMotion,
    userPaused,
    pointerInside,
    focusInside,
    documentHidden,
  });
  useEffect(() => {
    if (!autoplayOn) return;
    const timer = window.setTimeout(() => {
      if (view.loop) move({ by: 1 }, 'autoplay');
      else move({ to: autoplayIndex(view.current, count, view.perView, false) }, 'autoplay');
    }, autoplayMs);
    return () => window.clearTimeout(timer);
  }, [autoplayOn, autoplayMs, view.current, view.loop, view.perView, count, move]);

  // An arrow key moved the view while focus was in a slide that is now out of view: focus the first
  // slide in view, so focus is not lost to the page.
  useEffect(() => {
    const before = focusedBeforeMoveRef.current;
    if (!before) return;
    focusedBeforeMoveRef.current = null;
    const li = before.closest('li');
    const index = li && trackRef.current ? Array.from(trackRef.current.children).indexOf(li) : -1;
    if (index >= 0 && inView.has(index)) return;
    const group = trackRef.current?.children[view.current]?.firstElementChild;
    if (group instanceof HTMLElement) {
      group.tabIndex = -1;
      group.addEventListener('blur', () => group.removeAttribute('tabindex'), { once: true });
      group.focus({ preventScroll: true });
    }
    // `inView` follows view.current, view.perView and view.loop
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view.current, view.perView, view.loop]);

  if (plan.empty) return null;

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (!moving || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if (isTextEntry(event.target)) return;
    event.preventDefault();
    const target = event.target as HTMLElement;
    focusedBeforeMoveRef.current = trackRef.current?.contains(target) ? target : null;
    move({ by: event.key === 'ArrowRight' ? 1 : -1 }, 'user');
  }

  function onBlur(event: FocusEvent<HTMLElement>) {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) setFocusInside(false);
  }

  const showPause = autoplayMs > 0 && plan.controls && !(enhanced && reducedMotion);
  // Without loop the ends are marked (aria-disabled keeps the button focusable; a click does nothing).
  const atStart = moving && !view.loop && view.current <= 0;
  const atEnd = moving && !view.loop && view.current >= positions - 1;
  const indicator = indicatorKind(positions);
  const trackStyle = {
    '--carousel-per-view-mobile': perView.mobile,
    '--carousel-per-view-desktop': perView.desktop,
  } as CSSProperties;

  return (
    <section
      id={id}
      className={cx('carousel', className)}
      aria-roledescription={t('roleCarousel')}
      aria-label={label}
      aria-labelledby={labelledBy}
      data-fits={plan.controls && plan.fits.length > 0 ? plan.fits.join(' ') : undefined}
      data-enhanced={enhanced ? '' : undefined}
      data-testid={testId}
      onKeyDown={onKeyDown}
      onFocus={() => setFocusInside(true)}
      onBlur={onBlur}
      onPointerEnter={() => setPointerInside(true)}
      onPointerLeave={() => setPointerInside(false)}
    >
      {/* The controls come first in the tab order (the pause button before the slides, as the WAI-ARIA
          carousel pattern asks); app.css shows them below the track. */}
      {plan.controls ? (
        <div className="carousel-controls">
          {showPause ? (
            <button
              type="button"
              className="carousel-button carousel-pause"
              aria-label={userPaused ? t('play') : t('pause')}
              onClick={() => setUserPaused((paused) => !paused)}
            >
              {userPaused ? <Play /> : <Pause />}
            </button>
          ) : null}
          {indicator === 'dots' ? (
            <div role="group" aria-label={t('indicators')} className="carousel-dots">
              {Array.from({ length: positions }, (_, position) => (
                <button
                  key={position}
                  type="button"
                  className="carousel-dot"
                  aria-controls={trackId}
                  aria-label={t('goTo', { current: position + 1, total: positions })}
                  aria-current={position === view.current ? 'true' : undefined}
                  onClick={() => move({ to: position }, 'user')}
                />
              ))}
            </div>
          ) : indicator === 'counter' ? (
            <p className="carousel-counter">
              <span aria-hidden="true">
                {view.current + 1} / {positions}
              </span>
              <span className="sr-only">{t('counter', { current: view.current + 1, total: positions })}</span>
            </p>
          ) : (
            <span className="carousel-counter" />
          )}
          <button
            type="button"
            className="carousel-button"
            aria-controls={trackId}
            aria-label={t('previous')}
            aria-disabled={atStart || undefined}
            onClick={() => move({ by: -1 }, 'user')}
          >
            <ChevronLeft />
          </button>
          <button
            type="button"
            className="carousel-button"
            aria-controls={trackId}
            aria-label={t('next')}
            aria-disabled={atEnd || undefined}
            onClick={() => move({ by: 1 }, 'user')}
          >
            <ChevronRight />
          </button>
        </div>
      ) : null}
      {staticKey !== undefined ? (
        <StaticMarkup
          as="ul"
          id={trackId}
          cacheKey={`carousel:${staticKey}:${i18n.language}:${count}:${slideClassName ?? ''}`}
          className={cx('carousel-track', enhanced && 'keen-slider')}
          style={trackStyle}
          tabIndex={plan.controls && !enhanced ? 0 : undefined}
        >
          <Slides slides={slides} slideClassName={slideClassName} />
        </StaticMarkup>
      ) : (
        <ul
          id={trackId}
          ref={attachTrack}
          className={cx('carousel-track', enhanced && 'keen-slider')}
          style={trackStyle}
          // Before the JavaScript (and without it) a keyboard can scroll the track even when the
          // slides hold nothing focusable.
          tabIndex={plan.controls && !enhanced ? 0 : undefined}
        >
          <Slides slides={slides} slideClassName={slideClassName} inertOf={(index) => moving && !inView.has(index)} />
        </ul>
      )}

      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </section>
  );
}

/** The track's items: each slide in a list item holding its labelled group. */
function Slides({
  slides,
  slideClassName,
  inertOf,
}: {
  slides: readonly ReactNode[];
  slideClassName?: string;
  /** Which slides are inert (a static track sets it through the DOM instead). */
  inertOf?: (index: number) => boolean;
}) {
  const { t } = useT('carousel');
  const count = slides.length;
  return (
    <>
      {slides.map((slide, index) => (
        <li
          key={isValidElement(slide) && slide.key !== null ? slide.key : index}
          className="carousel-slide keen-slider__slide"
          inert={inertOf?.(index) || undefined}
        >
          <div
            role="group"
            aria-roledescription={t('roleSlide')}
            aria-label={t('slideLabel', { current: index + 1, total: count })}
            className={cx('carousel-slide-body', slideClassName)}
          >
            {slide}
          </div>
        </li>
      ))}
    </>
  );
}
