// The carousel's controls and slide labels (components/carousel/carousel.tsx).
export default {
  /** aria-roledescription of the region and of each slide. */
  roleCarousel: 'carousel',
  roleSlide: 'slide',
  /** A slide's accessible name. */
  slideLabel: '{{current}} dari {{total}}',
  previous: 'Slide sebelumnya',
  next: 'Slide berikutnya',
  pause: 'Jeda pergantian slide otomatis',
  play: 'Putar pergantian slide otomatis',
  /** The group of dot buttons, and each dot. */
  indicators: 'Pilih slide',
  goTo: 'Tampilkan slide {{current}} dari {{total}}',
  /** The "2 / 12" counter shown instead of dots, for screen readers. */
  counter: 'Slide {{current}} dari {{total}}',
  /** Read out after a change the user made ({{slides}} is a list: "2 dan 3"). */
  announce_one: 'Slide {{slides}} dari {{total}}',
  announce_other: 'Slide {{slides}} dari {{total}}',
};
