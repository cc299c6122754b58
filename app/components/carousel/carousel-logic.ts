// The carousel's decisions, without React or the DOM (components/carousel/carousel.tsx renders them):
// how many slides a view shows at each width, whether a carousel moves at all (controls, loop,
// autoplay), where "next" and "previous" lead, which slides are in view, and the slide numbers.
// Spec landing §9: autoplay 3000 ms (promo, partners) or 5000 ms (robo), speed 500 ms, 2 slides
// per view on desktop and 1 on mobile, mobile below 768 px.

/** Slides per view below and from 768 px. */
export interface PerView {
  mobile: number;
  desktop: number;
}

/** A number is the same at every width. */
export type PerViewProp = number | PerView;

/** Where "desktop" begins (app.css `--breakpoint-md`; spec landing §9 mobile up to 767 px). */
export const DESKTOP_QUERY = '(min-width: 768px)';

/** Slide animation, ms (spec landing §9 "carousel speed 500 ms"). */
export const SLIDE_DURATION_MS = 500;

/** Space between slides, px; app.css `.carousel-track` uses the same values for its `gap`. */
export const SLIDE_SPACING_PX = { mobile: 12, desktop: 16 } as const;

/** More positions than this show a "2 / 12" counter instead of dots (dots must fit a 375 px phone). */
export const MAX_DOTS = 6;

export type Width = keyof PerView;

function wholeAtLeastOne(n: number): number {
  return Number.isFinite(n) ? Math.max(1, Math.floor(n)) : 1;
}

export function normalizePerView(perView: PerViewProp | undefined): PerView {
  if (perView === undefined) return { mobile: 1, desktop: 1 };
  if (typeof perView === 'number') return { mobile: wholeAtLeastOne(perView), desktop: wholeAtLeastOne(perView) };
  return { mobile: wholeAtLeastOne(perView.mobile), desktop: wholeAtLeastOne(perView.desktop) };
}

/** What a carousel does at one width. */
export interface WidthPlan {
  /** More slides than fit: the slides move (keen-slider on), with controls. */
  moves: boolean;
  loop: boolean;
  autoplay: boolean;
}

export interface CarouselPlan {
  /** Zero slides: render nothing. */
  empty: boolean;
  mobile: WidthPlan;
  desktop: WidthPlan;
  /** The slides move at some width, so the markup carries controls (CSS hides them where all fit). */
  controls: boolean;
  /** They autoplay at some width, so the controls carry a pause button (WCAG 2.2.2). */
  pause: boolean;
  /** Widths at which every slide fits (for the `data-fits` attribute). */
  fits: Width[];
}

export function widthPlan(count: number, perView: number, options: { loop: boolean; autoplayMs: number }): WidthPlan {
  const moves = count > perView;
  return { moves, loop: moves && options.loop, autoplay: moves && options.autoplayMs > 0 };
}

export function carouselPlan(input: {
  count: number;
  perView: PerView;
  loop?: boolean;
  autoplayMs?: number;
}): CarouselPlan {
  const options = { loop: input.loop ?? true, autoplayMs: input.autoplayMs ?? 0 };
  const mobile = widthPlan(input.count, input.perView.mobile, options);
  const desktop = widthPlan(input.count, input.perView.desktop, options);
  const fits: Width[] = [];
  if (!mobile.moves) fits.push('mobile');
  if (!desktop.moves) fits.push('desktop');
  return { empty: input.count <= 0, mobile, desktop, controls: mobile.moves || desktop.moves, pause: mobile.autoplay || desktop.autoplay, fits };
}

/** Start positions a view can take: every slide when looping, else up to the last full view. */
export function positionCount(count: number, perView: number, loop: boolean): number {
  if (count <= 0) return 0;
  if (loop && count > perView) return count;
  return Math.max(1, count - perView + 1);
}

/** The first slide in view after moving `delta` slides from `current` (wraps when looping). */
export function stepIndex(current: number, delta: number, count: number, perView: number, loop: boolean): number {
  const positions = positionCount(count, perView, loop);
  if (positions <= 1) return 0;
  const target = current + delta;
  if (loop) return ((target % positions) + positions) % positions;
  return Math.min(Math.max(target, 0), positions - 1);
}

/** Autoplay's next position: forward, and back to the first after the last even without loop. */
export function autoplayIndex(current: number, count: number, perView: number, loop: boolean): number {
  const positions = positionCount(count, perView, loop);
  if (positions <= 1) return 0;
  return current + 1 >= positions ? 0 : current + 1;
}

/** Indices of the slides in view when the view starts at `start`. */
export function slidesInView(start: number, count: number, perView: number, loop: boolean): number[] {
  if (count <= 0) return [];
  if (count <= perView) return Array.from({ length: count }, (_, i) => i);
  const first = loop ? ((start % count) + count) % count : Math.min(Math.max(start, 0), count - perView);
  return Array.from({ length: perView }, (_, i) => (first + i) % count);
}

/** Slide numbers people read (1-based): for "2 dari 5" and the announcement "Slide 2 dan 3 dari 5". */
export function slideNumbers(indices: readonly number[]): number[] {
  return indices.map((i) => i + 1);
}

export function indicatorKind(positions: number): 'none' | 'dots' | 'counter' {
  if (positions <= 1) return 'none';
  return positions <= MAX_DOTS ? 'dots' : 'counter';
}

/** Whether autoplay may run now (WCAG 2.2.2: pause on hover, focus, hidden page, reduced motion, user pause). */
export function autoplayRuns(state: {
  plan: boolean;
  moving: boolean;
  reducedMotion: boolean;
  userPaused: boolean;
  pointerInside: boolean;
  focusInside: boolean;
  documentHidden: boolean;
}): boolean {
  return (
    state.plan &&
    state.moving &&
    !state.reducedMotion &&
    !state.userPaused &&
    !state.pointerInside &&
    !state.focusInside &&
    !state.documentHidden
  );
}
