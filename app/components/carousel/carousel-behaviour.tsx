// What makes a carousel move (carousel.tsx renders it): keen-slider on the track, autoplay with its
// pauses (WCAG 2.2.2), ←/→ keys, focus kept in view, and the announcement of a move the user made.
// Loaded, with keen-slider, when the carousel first nears the viewport (decision 017); renders
// nothing itself: it drives the carousel's state and answers its controls through `controllerRef`.
import { useKeenSlider } from 'keen-slider/react';
import type { KeenSliderInstance, KeenSliderOptions, KeenSliderPlugin } from 'keen-slider';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '~/lib/use-t';
import type { CarouselBehaviourProps, CarouselView, Mover } from './carousel';
import {
  DESKTOP_QUERY,
  SLIDE_DURATION_MS,
  SLIDE_SPACING_PX,
  autoplayIndex,
  autoplayRuns,
  slideNumbers,
  slidesInView,
  stepIndex,
} from './carousel-logic';

function sameView(a: CarouselView, b: CarouselView): boolean {
  return a.moving === b.moving && a.current === b.current && a.perView === b.perView && a.loop === b.loop;
}

function readView(slider: KeenSliderInstance): CarouselView {
  const { options } = slider;
  const slides = options.slides;
  const perView =
    typeof slides === 'object' && slides !== null && typeof slides.perView === 'number' ? slides.perView : 1;
  return { moving: !options.disabled, current: slider.track.details?.rel ?? 0, perView, loop: Boolean(options.loop) };
}

/** The slide the plain track was scrolled to (someone may scroll before the JavaScript arrives). */
function scrolledSlide(track: HTMLElement | null): number {
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
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

export default function CarouselBehaviour({
  count,
  perView,
  plan,
  autoplayMs,
  trackId,
  staticTrack,
  enhanced,
  view,
  userPaused,
  reducedMotion,
  setEnhanced,
  setView,
  setAnnouncement,
  setReducedMotion,
  controllerRef,
}: CarouselBehaviourProps) {
  const { t, i18n } = useT('carousel');
  const [documentHidden, setDocumentHidden] = useState(false);
  // The pointer or focus may already be inside when the behaviour arrives.
  const section = () => document.getElementById(trackId)?.closest('section') ?? null;
  const [pointerInside, setPointerInside] = useState(() => section()?.matches(':hover') ?? false);
  const [focusInside, setFocusInside] = useState(() => section()?.contains(document.activeElement) ?? false);

  const trackRef = useRef<HTMLElement | null>(null);
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
  const [sliderRef, instanceRef] = useKeenSlider<HTMLElement>(options, plugins);

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

  // Loaded means near the viewport: take over the track, from the slide it was scrolled to.
  useEffect(() => {
    startRef.current = scrolledSlide(document.getElementById(trackId));
    setEnhanced(true);
  }, [trackId, setEnhanced]);

  // The track carries keen-slider's class from the render that set `enhanced`; hand it over then.
  useEffect(() => {
    if (!enhanced) return;
    const track = document.getElementById(trackId);
    trackRef.current = track;
    sliderRef(track);
    if (track && startRef.current > 0) instanceRef.current?.moveToIdx(startRef.current, true, { duration: 0 });
    return () => sliderRef(null);
  }, [enhanced, trackId, sliderRef, instanceRef]);

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
  }, [setReducedMotion]);

  useEffect(() => {
    const onChange = () => setDocumentHidden(document.visibilityState === 'hidden');
    onChange();
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);

  const moving = enhanced && view.moving;
  const inView = new Set(slidesInView(view.current, count, view.perView, view.loop));

  // A static track's slides are not React elements: mark the ones out of view inert through the DOM.
  const inViewKey = [...inView].join(',');
  useEffect(() => {
    if (!staticTrack || !trackRef.current) return;
    Array.from(trackRef.current.children).forEach((li, index) => {
      (li as HTMLElement).inert = moving && !inView.has(index);
    });
    // `inView` is named by inViewKey
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [staticTrack, moving, inViewKey]);

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

  useEffect(() => {
    controllerRef.current = {
      move,
      onKeyDown(event: KeyboardEvent<HTMLElement>) {
        if (!moving || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
        if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
        if (isTextEntry(event.target)) return;
        event.preventDefault();
        const target = event.target as HTMLElement;
        focusedBeforeMoveRef.current = trackRef.current?.contains(target) ? target : null;
        move({ by: event.key === 'ArrowRight' ? 1 : -1 }, 'user');
      },
      setPointerInside,
      setFocusInside,
    };
  });
  useEffect(() => () => void (controllerRef.current = null), [controllerRef]);

  return null;
}
