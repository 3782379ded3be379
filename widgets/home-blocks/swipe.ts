import Swiper from 'swiper';
// The path ending in .css: build.mjs splits stylesheets it can see by their extension.
import 'swiper/swiper.css';

/** The home blocks' carousel as the widget drives it: its buttons move it, a swipe reports back. */
export interface Swipe {
  slideTo(index: number): void;
  setSpeed(ms: number): void;
  update(): void;
  destroy(): void;
}

/**
 * Swiper's core (no modules: the buttons, their names and the slides' inertness are the
 * widget's own) on the carousel's `.swiper` element.
 */
export function attachSwipe(
  element: HTMLElement,
  options: { speed: number; onIndex: (index: number) => void },
): Swipe {
  const swiper = new Swiper(element, {
    speed: options.speed,
    slidesPerView: 1,
    spaceBetween: 16,
    autoHeight: true,
    on: { slideChange: (instance) => options.onIndex(instance.activeIndex) },
  });
  return {
    slideTo: (index) => swiper.slideTo(index),
    setSpeed: (ms) => {
      swiper.params.speed = ms;
    },
    update: () => swiper.update(),
    destroy: () => swiper.destroy(true, true),
  };
}
