// The carousel's server markup: a plain list that works without JavaScript (every slide present, in a
// scrollable track, no keen-slider classes or transforms), with the region and slide semantics and
// the place of the controls the browser adds once hydrated; and those controls, in Indonesian and
// English.
import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18nOptions } from '~/locales';
import { Carousel, CarouselControls, type CarouselControlsProps, type CarouselProps } from './carousel';

function instance(lng: 'id' | 'en') {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...i18nOptions, lng, initAsync: false });
  return i18n;
}
const languages = { id: instance('id'), en: instance('en') };

function render(props: CarouselProps, lng: 'id' | 'en' = 'id') {
  return renderToStaticMarkup(
    <I18nextProvider i18n={languages[lng]}>
      <Carousel {...props} />
    </I18nextProvider>,
  );
}

const slides = (n: number) => Array.from({ length: n }, (_, i) => <a href={`/promo/${i + 1}`}>Promo {i + 1}</a>);
const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern.source, 'g'))?.length ?? 0;
const tag = (html: string, name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`))?.[0] ?? '';

describe('Carousel on the server', () => {
  it('renders a plain, scrollable list of every slide, without keen-slider state', () => {
    const html = render({ label: 'Promo', slides: slides(5), autoplayMs: 3000 });
    const ul = tag(html, 'ul');
    expect(ul).toContain('class="carousel-track"');
    expect(ul).not.toContain('keen-slider');
    // The track is reachable by keyboard until the script takes over.
    expect(ul).toContain('tabindex="0"');
    expect(count(html, /<li class="carousel-slide keen-slider__slide">/)).toBe(5);
    for (let i = 1; i <= 5; i++) expect(html).toContain(`<a href="/promo/${i}">Promo ${i}</a>`);
    expect(html).not.toContain('transform');
    expect(html).not.toContain('inert');
    expect(html).not.toContain('aria-hidden="true"><a');
    expect(html).not.toContain('data-enhanced');
  });

  it('sets the slides per view as CSS variables for the plain track', () => {
    expect(tag(render({ label: 'P', slides: slides(3), perView: { mobile: 1, desktop: 2 } }), 'ul')).toContain(
      'style="--carousel-per-view-mobile:1;--carousel-per-view-desktop:2"',
    );
    expect(tag(render({ label: 'P', slides: slides(8), perView: 4 }), 'ul')).toContain(
      'style="--carousel-per-view-mobile:4;--carousel-per-view-desktop:4"',
    );
  });

  it('is a labelled carousel region of labelled slide groups', () => {
    const html = render({ label: 'Promo pilihan', slides: slides(5), id: 'promo', 'data-testid': 'promo-carousel' });
    const section = tag(html, 'section');
    expect(section).toContain('aria-roledescription="carousel"');
    expect(section).toContain('aria-label="Promo pilihan"');
    expect(section).toContain('id="promo"');
    expect(section).toContain('data-testid="promo-carousel"');
    expect(count(html, /role="group" aria-roledescription="slide"/)).toBe(5);
    expect(html).toContain('aria-label="1 dari 5"');
    expect(html).toContain('aria-label="5 dari 5"');
    // A polite live region, empty until the user moves the carousel.
    expect(html).toContain('<p class="sr-only" aria-live="polite" aria-atomic="true"></p>');
  });

  it('can be labelled by a visible heading instead', () => {
    const section = tag(render({ labelledBy: 'mitra-heading', slides: slides(4) }), 'section');
    expect(section).toContain('aria-labelledby="mitra-heading"');
    expect(section).not.toContain('aria-label=');
  });

  it('leaves the controls to the browser, keeping their (empty) row where the slides move', () => {
    const moving = render({ label: 'Promo', slides: slides(5), autoplayMs: 3000 });
    expect(moving).toContain('<div class="carousel-controls"></div>');
    expect(moving).not.toContain('<button');
    expect(render({ label: 'Promo', slides: slides(1), autoplayMs: 3000 })).not.toContain('carousel-controls');
  });

  it('marks the widths at which every slide fits, so CSS hides the controls there', () => {
    const html = render({ label: 'Portofolio', slides: slides(2), perView: { mobile: 1, desktop: 2 } });
    expect(tag(html, 'section')).toContain('data-fits="desktop"');
    expect(html).toContain('<div class="carousel-controls"></div>');
    expect(
      tag(render({ label: 'Portofolio', slides: slides(5), perView: { mobile: 1, desktop: 2 } }), 'section'),
    ).not.toContain('data-fits');
  });

  it('has no controls, no pause and no keyboard stop when every slide fits', () => {
    for (const html of [
      render({ label: 'Promo', slides: slides(1), autoplayMs: 3000 }),
      render({ label: 'Portofolio', slides: slides(2), perView: 2 }),
    ]) {
      expect(html).not.toContain('<button');
      expect(html).not.toContain('carousel-controls');
      expect(tag(html, 'ul')).not.toContain('tabindex');
      expect(html).toContain('aria-roledescription="slide"');
    }
  });

  it('renders nothing for no slides', () => {
    expect(render({ label: 'Promo', slides: [] })).toBe('');
    expect(render({ label: 'Promo', slides: [], autoplayMs: 3000, perView: { mobile: 1, desktop: 2 } })).toBe('');
  });

  it('keeps the keys of keyed slides and renders any node as a slide', () => {
    const html = render({ label: 'Campur', slides: ['Teks', <p key="x">Paragraf</p>, null] });
    expect(count(html, /<li /)).toBe(3);
    expect(html).toContain('Teks');
    expect(html).toContain('<p>Paragraf</p>');
  });

  it('speaks English', () => {
    const html = render({ label: 'Promotions', slides: slides(5), autoplayMs: 3000 }, 'en');
    expect(html).toContain('aria-label="2 of 5"');
    expect(tag(html, 'section')).toContain('aria-roledescription="carousel"');
  });

  it('has the announcement texts in both languages, plural in English', () => {
    const id = languages.id.getFixedT('id', 'carousel');
    const en = languages.en.getFixedT('en', 'carousel');
    expect(id('announce', { count: 2, slides: '2 dan 3', total: 5 })).toBe('Slide 2 dan 3 dari 5');
    expect(en('announce', { count: 1, slides: '2', total: 5 })).toBe('Slide 2 of 5');
    expect(en('announce', { count: 2, slides: '2 and 3', total: 5 })).toBe('Slides 2 and 3 of 5');
    expect(id('play')).toBe('Putar pergantian slide otomatis');
    expect(en('play')).toBe('Start automatic slide rotation');
  });
});

describe('CarouselControls (rendered once the page has hydrated)', () => {
  const base: CarouselControlsProps = {
    trackId: 'track-1',
    positions: 5,
    current: 0,
    showPause: false,
    userPaused: false,
    onTogglePause: () => undefined,
    atStart: false,
    atEnd: false,
    onMove: () => undefined,
  };
  const controls = (props: Partial<CarouselControlsProps> = {}, lng: 'id' | 'en' = 'id') =>
    renderToStaticMarkup(
      <I18nextProvider i18n={languages[lng]}>
        <CarouselControls {...base} {...props} />
      </I18nextProvider>,
    );

  it('has previous/next buttons that name the track they control, and dots for each position', () => {
    const html = controls();
    expect(html).toContain('<button type="button" class="carousel-button" aria-controls="track-1" aria-label="Slide sebelumnya">');
    expect(html).toContain('<button type="button" class="carousel-button" aria-controls="track-1" aria-label="Slide berikutnya">');
    expect(html).toContain('<div role="group" aria-label="Pilih slide" class="carousel-dots">');
    expect(count(html, /class="carousel-dot"/)).toBe(5);
    expect(html).toContain('aria-label="Tampilkan slide 1 dari 5" aria-current="true"');
    expect(html).toMatch(/aria-label="Tampilkan slide 2 dari 5"(?! aria-current)/);
  });

  it('shows a counter instead of dots when there are many positions', () => {
    const html = controls({ positions: 12, current: 2 });
    expect(html).not.toContain('carousel-dot');
    expect(html).toContain('<span aria-hidden="true">3 / 12</span><span class="sr-only">Slide 3 dari 12</span>');
  });

  it('has a pause button when asked, saying what a press does', () => {
    expect(controls({ showPause: true })).toContain('aria-label="Jeda pergantian slide otomatis"');
    expect(controls({ showPause: true, userPaused: true })).toContain('aria-label="Putar pergantian slide otomatis"');
    expect(controls({ showPause: false })).not.toContain('carousel-pause');
  });

  it('marks the ends without loop, keeping the buttons focusable', () => {
    expect(controls({ atStart: true })).toMatch(/aria-label="Slide sebelumnya" aria-disabled="true"/);
    expect(controls({ atEnd: true })).toMatch(/aria-label="Slide berikutnya" aria-disabled="true"/);
  });

  it('speaks English', () => {
    const html = controls({ showPause: true }, 'en');
    expect(html).toContain('aria-label="Previous slide"');
    expect(html).toContain('aria-label="Next slide"');
    expect(html).toContain('aria-label="Pause automatic slide rotation"');
    expect(html).toContain('aria-label="Choose a slide"');
    expect(html).toContain('aria-label="Show slide 1 of 5"');
    expect(controls({ positions: 9 }, 'en')).toContain('<span class="sr-only">Slide 1 of 9</span>');
  });
});
