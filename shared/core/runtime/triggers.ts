/** When a widget mounts (`data-load`): each trigger returns a function that cancels it. */
export type LoadMode = 'eager' | 'visible' | 'idle';

export function loadMode(el: Element): LoadMode {
  const mode = el.getAttribute('data-load');
  return mode === 'visible' || mode === 'idle' ? mode : 'eager';
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

export function schedule(el: Element, run: () => void): () => void {
  const mode = loadMode(el);
  if (mode === 'visible') return whenVisible(el, run);
  if (mode === 'idle') return whenIdle(run);
  run();
  return () => {};
}
