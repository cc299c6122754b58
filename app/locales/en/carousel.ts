import type id from '../id/carousel';

export default {
  roleCarousel: 'carousel',
  roleSlide: 'slide',
  slideLabel: '{{current}} of {{total}}',
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause automatic slide rotation',
  play: 'Start automatic slide rotation',
  indicators: 'Choose a slide',
  goTo: 'Show slide {{current}} of {{total}}',
  counter: 'Slide {{current}} of {{total}}',
  announce_one: 'Slide {{slides}} of {{total}}',
  announce_other: 'Slides {{slides}} of {{total}}',
} satisfies typeof id;
