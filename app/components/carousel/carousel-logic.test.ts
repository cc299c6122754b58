// The carousel's decisions, case by case (spec landing §9: 2 slides per view on desktop, 1 on mobile).
import { describe, expect, it } from 'vitest';
import {
  autoplayIndex,
  autoplayRuns,
  carouselPlan,
  indicatorKind,
  normalizePerView,
  positionCount,
  slideNumbers,
  slidesInView,
  stepIndex,
} from './carousel-logic';

describe('normalizePerView', () => {
  it.each([
    [undefined, { mobile: 1, desktop: 1 }],
    [3, { mobile: 3, desktop: 3 }],
    [
      { mobile: 1, desktop: 2 },
      { mobile: 1, desktop: 2 },
    ],
    [0, { mobile: 1, desktop: 1 }],
    [2.7, { mobile: 2, desktop: 2 }],
    [
      { mobile: Number.NaN, desktop: -1 },
      { mobile: 1, desktop: 1 },
    ],
  ])('%j → %j', (input, expected) => {
    expect(normalizePerView(input)).toEqual(expected);
  });
});

describe('carouselPlan', () => {
  // Per width: "m" moves, "l" loops, "a" autoplays ("-" stays still).
  const flags = (plan: { moves: boolean; loop: boolean; autoplay: boolean }) =>
    `${plan.moves ? 'm' : ''}${plan.loop ? 'l' : ''}${plan.autoplay ? 'a' : ''}` || '-';
  it.each([
    // count, mobile, desktop, loop, autoplayMs → mobile, desktop, controls, fits
    [0, 1, 2, true, 3000, '-', '-', false, 'mobile desktop'],
    [1, 1, 2, true, 3000, '-', '-', false, 'mobile desktop'],
    [2, 1, 2, true, 0, 'ml', '-', true, 'desktop'],
    [2, 1, 2, true, 5000, 'mla', '-', true, 'desktop'],
    [5, 1, 1, true, 3000, 'mla', 'mla', true, ''],
    [5, 1, 2, false, 0, 'm', 'm', true, ''],
    [5, 1, 2, false, 3000, 'ma', 'ma', true, ''],
    [4, 2, 4, true, 3000, 'mla', '-', true, 'desktop'],
    [3, 3, 3, true, 3000, '-', '-', false, 'mobile desktop'],
    [10, 3, 6, true, 3000, 'mla', 'mla', true, ''],
  ] as const)(
    '%i slides, %i/%i per view, loop %s, autoplay %i → %s / %s, controls %s',
    (count, mobile, desktop, loop, autoplayMs, mobileFlags, desktopFlags, controls, fits) => {
      const plan = carouselPlan({ count, perView: { mobile, desktop }, loop, autoplayMs });
      expect(flags(plan.mobile)).toBe(mobileFlags);
      expect(flags(plan.desktop)).toBe(desktopFlags);
      expect(plan.controls).toBe(controls);
      // A pause button exactly when the slides autoplay at some width.
      expect(plan.pause).toBe(mobileFlags.includes('a') || desktopFlags.includes('a'));
      expect(plan.fits.join(' ')).toBe(fits);
      expect(plan.empty).toBe(count === 0);
    },
  );

  it('loops and has no autoplay by default', () => {
    const plan = carouselPlan({ count: 3, perView: { mobile: 1, desktop: 1 } });
    expect(plan.mobile).toEqual({ moves: true, loop: true, autoplay: false });
  });
});

describe('positionCount', () => {
  it.each([
    [0, 1, true, 0],
    [1, 1, true, 1],
    [5, 1, true, 5],
    [5, 2, true, 5],
    [5, 2, false, 4],
    [5, 1, false, 5],
    [2, 2, true, 1],
    [2, 3, false, 1],
  ])('%i slides, %i per view, loop %s → %i positions', (count, perView, loop, expected) => {
    expect(positionCount(count, perView, loop)).toBe(expected);
  });
});

describe('stepIndex', () => {
  it.each([
    // current, delta, count, perView, loop → index
    [0, 1, 5, 1, true, 1],
    [4, 1, 5, 1, true, 0],
    [0, -1, 5, 1, true, 4],
    [3, 2, 5, 2, true, 0],
    [0, -1, 5, 2, false, 0],
    [3, 1, 5, 2, false, 3],
    [2, 1, 5, 2, false, 3],
    [4, 1, 5, 1, false, 4],
    [0, 1, 1, 1, true, 0],
    [0, 1, 2, 2, true, 0],
  ])('from %i by %i (%i slides, %i per view, loop %s) → %i', (current, delta, count, perView, loop, expected) => {
    expect(stepIndex(current, delta, count, perView, loop)).toBe(expected);
  });
});

describe('autoplayIndex', () => {
  it.each([
    [0, 5, 1, true, 1],
    [4, 5, 1, true, 0],
    [2, 5, 2, false, 3],
    [3, 5, 2, false, 0],
    [0, 1, 1, true, 0],
  ])('from %i (%i slides, %i per view, loop %s) → %i', (current, count, perView, loop, expected) => {
    expect(autoplayIndex(current, count, perView, loop)).toBe(expected);
  });
});

describe('slidesInView', () => {
  it.each([
    [0, 5, 1, true, [0]],
    [3, 5, 1, true, [3]],
    [0, 5, 2, true, [0, 1]],
    [4, 5, 2, true, [4, 0]],
    [-1, 5, 2, true, [4, 0]],
    [4, 5, 2, false, [3, 4]],
    [0, 2, 2, true, [0, 1]],
    [0, 1, 2, false, [0]],
    [0, 0, 1, true, []],
  ])('start %i, %i slides, %i per view, loop %s → %j', (start, count, perView, loop, expected) => {
    expect(slidesInView(start, count, perView, loop)).toEqual(expected);
  });
});

describe('slideNumbers and indicatorKind', () => {
  it('numbers slides from 1', () => {
    expect(slideNumbers([4, 0])).toEqual([5, 1]);
  });

  it.each([
    [0, 'none'],
    [1, 'none'],
    [2, 'dots'],
    [6, 'dots'],
    [7, 'counter'],
    [12, 'counter'],
  ] as const)('%i positions → %s', (positions, kind) => {
    expect(indicatorKind(positions)).toBe(kind);
  });
});

describe('autoplayRuns (WCAG 2.2.2)', () => {
  const running = {
    plan: true,
    moving: true,
    reducedMotion: false,
    userPaused: false,
    pointerInside: false,
    focusInside: false,
    documentHidden: false,
  };
  it('runs when planned, moving and nothing holds it', () => {
    expect(autoplayRuns(running)).toBe(true);
  });
  it.each(['reducedMotion', 'userPaused', 'pointerInside', 'focusInside', 'documentHidden'] as const)(
    'stops for %s',
    (key) => {
      expect(autoplayRuns({ ...running, [key]: true })).toBe(false);
    },
  );
  it.each(['plan', 'moving'] as const)('does not run without %s', (key) => {
    expect(autoplayRuns({ ...running, [key]: false })).toBe(false);
  });
});
