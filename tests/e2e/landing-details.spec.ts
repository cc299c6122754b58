// Display details of the landing page (spec landing §2, §9) that only a browser shows: the promo
// banners' 300 ms appearance delay, the carousel's 500 ms slide, the product selector's skeleton
// while a chip's list loads and its draggable chip row, and the portfolio carousel's two slides per
// view on a desktop against one on a phone.
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 768;
/** A visitor's page is interactive once the how-to block has become tabs. */
const visitorHydrated = (page: Page) => expect(page.getByTestId('how-to-tab-buy')).toBeAttached();

test.describe('the promo banners', () => {
  test('appear after a 300 ms delay, also without JavaScript (a CSS animation)', async ({ page }) => {
    await page.goto('/reksadana');
    const appear = page.locator('#promo .promo-appear');
    const style = await appear.evaluate((element) => {
      const computed = getComputedStyle(element);
      return { name: computed.animationName, delay: computed.animationDelay, fill: computed.animationFillMode };
    });
    // spec landing §2 "Banners appear after a 300 ms delay": hidden until then (fill mode both), then shown.
    expect(style).toEqual({ name: 'promo-appear', delay: '0.3s', fill: 'both' });
    await expect(appear).toHaveCSS('opacity', '1');
  });

  test('slide in 500 ms when moved (spec landing §9 "speed 500 ms")', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/reksadana');
    await visitorHydrated(page);
    const carousel = page.getByTestId('promo-carousel');
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('data-enhanced', '');
    // Stop the autoplay so only our move animates.
    await carousel.getByRole('button', { name: 'Jeda pergantian slide otomatis' }).click();
    const next = carousel.getByRole('button', { name: 'Slide berikutnya' });
    // How long the track's transform keeps changing after the click, sampled every animation frame.
    const duration = await next.evaluate(async (button) => {
      // keen-slider places each slide with a transform of its own.
      const slide = button.closest('[data-testid="promo-carousel"]')!.querySelector('.carousel-slide') as HTMLElement;
      const transformOf = () => getComputedStyle(slide).transform;
      const before = transformOf();
      const start = performance.now();
      (button as HTMLButtonElement).click();
      let last = before;
      let lastChange = start;
      while (performance.now() - start < 2000) {
        await new Promise(requestAnimationFrame);
        const now = transformOf();
        if (now !== last) {
          last = now;
          lastChange = performance.now();
        }
      }
      return { moved: last !== before, ms: lastChange - start };
    });
    expect(duration.moved).toBe(true);
    expect(duration.ms).toBeGreaterThan(350);
    expect(duration.ms).toBeLessThan(900);
  });
});

test('the promo carousel autoplays every 3 s (spec landing §9)', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/reksadana');
  await visitorHydrated(page);
  const carousel = page.getByTestId('promo-carousel');
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute('data-enhanced', '');
  // Neither pointer nor focus in it, so the autoplay runs.
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  // The times at which the current position changes, over two moves.
  const times = await carousel.evaluate(
    (section) =>
      new Promise<number[]>((resolve) => {
        const seen: number[] = [];
        let current = section.querySelector('.carousel-dot[aria-current="true"]');
        const observer = new MutationObserver(() => {
          const now = section.querySelector('.carousel-dot[aria-current="true"]');
          if (now === current) return;
          current = now;
          seen.push(performance.now());
          if (seen.length === 3) {
            observer.disconnect();
            resolve(seen);
          }
        });
        observer.observe(section, { subtree: true, attributes: true, attributeFilter: ['aria-current'] });
      }),
  );
  for (const [index, time] of times.slice(1).entries()) {
    const period = time - times[index]!;
    expect(period).toBeGreaterThan(2_700);
    expect(period).toBeLessThan(3_900);
  }
});

test.describe('the product selector', () => {
  test('shows skeleton rows while a chip’s list loads, then the list', async ({ page }) => {
    await signIn(page, 'investor@celengan.test');
    await expect(page.getByTestId('product-selector')).toBeVisible();
    await expect(page.locator('form input[name="js"]').first()).toBeAttached();
    // Hold the chip's data request back until the skeleton has been seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/reksadana.data' && url.searchParams.get('produk') === 'saham',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.getByTestId('chip-saham').click();
    const selector = page.getByTestId('product-selector');
    await expect(selector.getByTestId('selector-skeleton')).toBeVisible();
    await expect(selector.locator('[aria-busy="true"]')).toHaveCount(1);
    release();
    await expect(selector.getByTestId('selector-skeleton')).toHaveCount(0);
    await expect(selector).toHaveAttribute('data-chip', 'saham');
    await expect(selector.getByTestId('selector-fund')).toHaveCount(5);
  });

  test('its chip row is dragged sideways with the mouse without switching the chip', async ({ page }) => {
    // At a phone's width, where the chips do not all fit (on a desktop there is nothing to drag).
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, 'investor@celengan.test');
    await expect(page.locator('form input[name="js"]').first()).toBeAttached();
    const selector = page.getByTestId('product-selector');
    const chips = page.getByTestId('selector-chips');
    const chipBefore = await selector.getAttribute('data-chip');
    expect(await chips.evaluate((row) => row.scrollWidth > row.clientWidth)).toBe(true);
    expect(await chips.evaluate((row) => row.scrollLeft)).toBe(0);

    // From a chip near the row's right end to near its left end.
    await chips.scrollIntoViewIfNeeded();
    const row = (await chips.boundingBox())!;
    const y = row.y + row.height / 2 - 4;
    await page.mouse.move(row.x + row.width - 40, y);
    await page.mouse.down();
    await page.mouse.move(row.x + row.width - 100, y, { steps: 4 });
    await page.mouse.move(row.x + row.width - 220, y, { steps: 6 });
    await page.mouse.up();

    expect(await chips.evaluate((row) => row.scrollLeft)).toBeGreaterThan(100);
    // The press that ended the drag was not a click on the chip under it.
    await expect(selector).toHaveAttribute('data-chip', chipBefore!);
    await expect(page).toHaveURL(/\/reksadana$/);
  });
});

test('the portfolio carousel shows two portfolios side by side on a desktop and one on a phone', async ({ page }) => {
  await signIn(page, 'investor@celengan.test');
  const carousel = page.getByTestId('portfolio-carousel');
  await expect(carousel.getByTestId('portfolio-card').first()).toBeVisible();
  const [first, second] = await carousel.locator('.carousel-slide').evaluateAll((slides) =>
    slides.slice(0, 2).map((slide) => {
      const rect = slide.getBoundingClientRect();
      return { left: rect.left, top: rect.top, width: rect.width };
    }),
  );
  const trackWidth = await carousel.locator('.carousel-track').evaluate((track) => track.getBoundingClientRect().width);
  if (isDesktop(page)) {
    // Two per view: half the track each (less the gap), on one row.
    expect(first!.width).toBeGreaterThan(trackWidth * 0.4);
    expect(first!.width).toBeLessThan(trackWidth * 0.55);
    expect(second!.top).toBe(first!.top);
    expect(second!.left + second!.width).toBeLessThanOrEqual(first!.left + trackWidth + 1);
  } else {
    // One per view: the whole track; the second waits beyond it.
    expect(first!.width).toBeGreaterThan(trackWidth * 0.9);
    expect(second!.left).toBeGreaterThanOrEqual(first!.left + trackWidth - 1);
  }
});
