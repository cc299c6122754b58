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
// - After mount, once the carousel is within NEAR_VIEWPORT_PX of the viewport (keen-slider is loaded
//   then), when there are more slides than fit at some width, keen-slider takes over the
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
// Two modules: this one renders (the server's list, the controls, the state the controls show);
// carousel-behaviour.tsx moves (keen-slider, autoplay, keys, focus, announcements) and is loaded
// with keen-slider when the carousel first nears the viewport, so a visitor who never scrolls to a
// carousel never downloads either (decision 017). keen-slider's stylesheet (it hides the track's
// overflow) is part of app.css: it applies only once the track carries the `keen-slider` class, and
// a page's one stylesheet is the only request that blocks its first paint (decision 096).
import {
  isValidElement,
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type Dispatch,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  type SetStateAction,
} from 'react';
import { cx } from '~/components/ui/cx';
import { StaticMarkup } from '~/components/ui/static-markup';
import { useHydrated } from '~/components/ui/use-hydrated';
import { useT } from '~/lib/use-t';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '~/components/ui/icons';
import {
  carouselPlan,
  indicatorKind,
  normalizePerView,
  positionCount,
  slidesInView,
  type CarouselPlan,
  type PerView,
  type PerViewProp,
} from './carousel-logic';

/** The control icons' size in px (the buttons around them are the touch targets). */
const ICON_SIZE = 20;

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
  /**
   * With `staticKey`: the number of slides, when `slides` is left empty because the page is
   * hydrating a document whose loader kept the slides' data for the server render only
   * (lib/document-only.ts): the track is then read back from the DOM.
   */
  count?: number;
  'data-testid'?: string;
};

/** What keen-slider says about the track at the current width. */
export interface CarouselView {
  /** keen-slider is on at this width (more slides than fit). */
  moving: boolean;
  /** Index of the first slide in view. */
  current: number;
  perView: number;
  loop: boolean;
}

export type Mover = 'user' | 'autoplay';

/** What the behaviour does for the controls and the section's events (carousel-behaviour.tsx). */
export interface CarouselController {
  move(how: { by: number } | { to: number }, mover: Mover): void;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
  setPointerInside(inside: boolean): void;
  setFocusInside(inside: boolean): void;
}

/** What the carousel hands its behaviour: the plan, the track, and the state the markup shows. */
export interface CarouselBehaviourProps {
  count: number;
  perView: PerView;
  plan: CarouselPlan;
  autoplayMs: number;
  trackId: string;
  /** The track is static markup: its slides are made inert through the DOM. */
  staticTrack: boolean;
  enhanced: boolean;
  view: CarouselView;
  userPaused: boolean;
  reducedMotion: boolean;
  setEnhanced: Dispatch<SetStateAction<boolean>>;
  setView: Dispatch<SetStateAction<CarouselView>>;
  setAnnouncement: Dispatch<SetStateAction<string>>;
  setReducedMotion: Dispatch<SetStateAction<boolean>>;
  controllerRef: RefObject<CarouselController | null>;
}

const CarouselBehaviour = lazy(() => import('./carousel-behaviour'));

/** How close to the viewport a carousel comes before it loads its behaviour and keen-slider. */
const NEAR_VIEWPORT_PX = 300;

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
  count: givenCount,
  'data-testid': testId,
}: CarouselProps) {
  const { t, i18n } = useT('carousel');
  const count = staticKey !== undefined && givenCount !== undefined ? givenCount : slides.length;
  const perView = normalizePerView(perViewProp);
  const plan = carouselPlan({ count, perView, loop, autoplayMs });
  const firstMoving = plan.mobile.moves || !plan.desktop.moves ? 'mobile' : 'desktop';
  const trackId = `${useId()}track`;

  const hydrated = useHydrated();
  const [near, setNear] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  const [view, setView] = useState<CarouselView>(() => ({
    moving: false,
    current: 0,
    perView: perView[firstMoving],
    loop: plan[firstMoving].loop,
  }));
  const [reducedMotion, setReducedMotion] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const sectionRef = useRef<HTMLElement | null>(null);
  const controllerRef = useRef<CarouselController | null>(null);

  // After hydration (so the first client render matches the server's plain list), once the
  // carousel is near the viewport: the behaviour and keen-slider are loaded then, and only then.
  useEffect(() => {
    if (!plan.controls) return;
    const section = sectionRef.current;
    if (typeof IntersectionObserver !== 'function' || !section) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: `${NEAR_VIEWPORT_PX}px 0px` },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, [plan.controls]);

  if (plan.empty) return null;

  const moving = enhanced && view.moving;
  const positions = positionCount(count, view.perView, view.loop);
  const inView = new Set(slidesInView(view.current, count, view.perView, view.loop));
  const move = (how: { by: number } | { to: number }) => controllerRef.current?.move(how, 'user');

  function onBlur(event: FocusEvent<HTMLElement>) {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) controllerRef.current?.setFocusInside(false);
  }

  // The controls are rendered after hydration only: before it they are invisible (and without
  // JavaScript absent), yet they were most of what the server rendered of a carousel on every request
  // (decision 019). Their row is there from the start (empty until hydrated), so nothing moves.
  const showPause = plan.pause && !(enhanced && reducedMotion);
  // Without loop the ends are marked (aria-disabled keeps the button focusable; a click does nothing).
  const atStart = moving && !view.loop && view.current <= 0;
  const atEnd = moving && !view.loop && view.current >= positions - 1;
  const trackStyle = {
    '--carousel-per-view-mobile': perView.mobile,
    '--carousel-per-view-desktop': perView.desktop,
  } as CSSProperties;

  return (
    <section
      ref={sectionRef}
      id={id}
      className={cx('carousel', className)}
      aria-roledescription={t('roleCarousel')}
      aria-label={label}
      aria-labelledby={labelledBy}
      data-fits={plan.controls && plan.fits.length > 0 ? plan.fits.join(' ') : undefined}
      data-enhanced={enhanced ? '' : undefined}
      data-testid={testId}
      onKeyDown={(event) => controllerRef.current?.onKeyDown(event)}
      onFocus={() => controllerRef.current?.setFocusInside(true)}
      onBlur={onBlur}
      onPointerEnter={() => controllerRef.current?.setPointerInside(true)}
      onPointerLeave={() => controllerRef.current?.setPointerInside(false)}
    >
      {/* The controls come first in the tab order (the pause button before the slides, as the WAI-ARIA
          carousel pattern asks); app.css shows them below the track. */}
      {plan.controls ? (
        <div className="carousel-controls">
          {hydrated ? (
            <CarouselControls
              trackId={trackId}
              positions={positions}
              current={view.current}
              showPause={showPause}
              userPaused={userPaused}
              onTogglePause={() => setUserPaused((paused) => !paused)}
              atStart={atStart}
              atEnd={atEnd}
              onMove={move}
            />
          ) : null}
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
      {near ? (
        <Suspense fallback={null}>
          <CarouselBehaviour
            count={count}
            perView={perView}
            plan={plan}
            autoplayMs={autoplayMs}
            trackId={trackId}
            staticTrack={staticKey !== undefined}
            enhanced={enhanced}
            view={view}
            userPaused={userPaused}
            reducedMotion={reducedMotion}
            setEnhanced={setEnhanced}
            setView={setView}
            setAnnouncement={setAnnouncement}
            setReducedMotion={setReducedMotion}
            controllerRef={controllerRef}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

export interface CarouselControlsProps {
  trackId: string;
  /** How many positions the track can be at (indicatorKind decides dots, a counter or nothing). */
  positions: number;
  current: number;
  showPause: boolean;
  userPaused: boolean;
  onTogglePause: () => void;
  /** Without loop, the ends (aria-disabled keeps the button focusable; a click does nothing). */
  atStart: boolean;
  atEnd: boolean;
  onMove: (how: { by: number } | { to: number }) => void;
}

/** The pause button, the position indicator and previous/next, in the carousel's controls row once hydrated. */
export function CarouselControls({ trackId, positions, current, showPause, userPaused, onTogglePause, atStart, atEnd, onMove }: CarouselControlsProps) {
  const { t } = useT('carousel');
  const indicator = indicatorKind(positions);
  return (
    <>
      {showPause ? (
        <button type="button" className="carousel-button carousel-pause" aria-label={userPaused ? t('play') : t('pause')} onClick={onTogglePause}>
          {userPaused ? <PlayIcon size={ICON_SIZE} fill="currentColor" /> : <PauseIcon size={ICON_SIZE} fill="currentColor" />}
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
              aria-current={position === current ? 'true' : undefined}
              onClick={() => onMove({ to: position })}
            />
          ))}
        </div>
      ) : indicator === 'counter' ? (
        <p className="carousel-counter">
          <span aria-hidden="true">
            {current + 1} / {positions}
          </span>
          <span className="sr-only">{t('counter', { current: current + 1, total: positions })}</span>
        </p>
      ) : (
        <span className="carousel-counter" />
      )}
      <button type="button" className="carousel-button" aria-controls={trackId} aria-label={t('previous')} aria-disabled={atStart || undefined} onClick={() => onMove({ by: -1 })}>
        <ChevronLeftIcon size={ICON_SIZE} />
      </button>
      <button type="button" className="carousel-button" aria-controls={trackId} aria-label={t('next')} aria-disabled={atEnd || undefined} onClick={() => onMove({ by: 1 })}>
        <ChevronRightIcon size={ICON_SIZE} />
      </button>
    </>
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
