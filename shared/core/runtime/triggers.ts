/** When a widget mounts (`data-load`): each trigger returns a function that cancels it. */
export type LoadMode = 'eager' | 'visible' | 'idle' | 'interaction';

export function loadMode(el: Element): LoadMode {
  const mode = el.getAttribute('data-load');
  return mode === 'visible' || mode === 'idle' || mode === 'interaction' ? mode : 'eager';
}

/**
 * Below-the-fold widgets: mount once any part of the node enters the viewport. No margin (as
 * Astro's `client:visible` and Angular's `@defer (on viewport)`): with one, whatever sits just
 * below the fold loaded with the page, which on the product page was the overview and its HTML
 * sanitiser, 15 KB gzip before the shopper scrolled at all. Until it mounts, the node keeps
 * the height the page expects of it (theme.css), so what follows stays below the fold too.
 */
export function whenVisible(el: Element, run: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    run();
    return () => {};
  }
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) {
      observer.disconnect();
      run();
    }
  });
  observer.observe(el);
  return () => observer.disconnect();
}

const IDLE_TIMEOUT_MS = 2_000;

/** Low-priority widgets: mount when the browser is idle, or after 2 s at the latest. */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  // Safari has no requestIdleCallback: a short timeout lets the page settle first.
  const handle = setTimeout(run, 200);
  return () => clearTimeout(handle);
}

/** The first signs a shopper is about to use a widget: focus (keyboard too), a pointer or touch. */
const INTERACTIONS = ['focusin', 'pointerover', 'pointerdown', 'touchstart'] as const;

/**
 * Widgets whose server placeholder works on its own (the header's search form): mount on the
 * first focus, pointer or touch inside the node, so a page nobody searches on never downloads
 * the code. What the shopper types meanwhile is carried across (carry-fields.ts).
 */
export function whenInteracted(el: Element, run: () => void): () => void {
  const stop = () => INTERACTIONS.forEach((type) => el.removeEventListener(type, start));
  function start() {
    stop();
    run();
  }
  // Focus already inside (an autofocus field, or focus moved there before the scan).
  if (el.contains(document.activeElement)) {
    run();
    return () => {};
  }
  INTERACTIONS.forEach((type) => el.addEventListener(type, start, { passive: true }));
  return stop;
}

export function schedule(el: Element, run: () => void): () => void {
  const mode = loadMode(el);
  if (mode === 'visible') return whenVisible(el, run);
  if (mode === 'idle') return whenIdle(run);
  if (mode === 'interaction') return whenInteracted(el, run);
  run();
  return () => {};
}
