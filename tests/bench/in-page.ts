/**
 * Scripts the bench runs inside the page. They are strings, not functions: tsx rewrites named
 * functions with a `__name()` helper that does not exist in the page.
 */

/**
 * Chromium reports a `<link>` (modulepreload, stylesheet) or `<script>` that a script added as
 * initiated by "about:client", without naming the script. This records the stack at the moment
 * a script sets such an element's URL, so the bench can tell which script asked for the file.
 */
export const RECORD_INSERTED_URLS = `(() => {
  const origins = new Map();
  window.__benchInsertedBy = origins;
  const record = (value) => {
    try {
      const url = new URL(String(value), document.baseURI).href;
      if (!origins.has(url)) origins.set(url, new Error().stack || '');
    } catch {}
  };
  for (const [proto, prop] of [[HTMLLinkElement.prototype, 'href'], [HTMLScriptElement.prototype, 'src']]) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, prop);
    Object.defineProperty(proto, prop, {
      ...descriptor,
      set(value) { record(value); descriptor.set.call(this, value); },
    });
  }
  const setAttribute = Element.prototype.setAttribute;
  Element.prototype.setAttribute = function (name, value) {
    const n = String(name).toLowerCase();
    if ((this instanceof HTMLLinkElement && n === 'href') || (this instanceof HTMLScriptElement && n === 'src')) record(value);
    return setAttribute.call(this, name, value);
  };
})();`;

/** `{url: stack}` of the URLs recorded by RECORD_INSERTED_URLS. */
export const READ_INSERTED_URLS = `Object.fromEntries(window.__benchInsertedBy || [])`;

/** Resolves with the startTime of a performance mark, waiting for it if needed. */
export const waitForMark = (name: string, timeoutMs: number) => `new Promise((resolve, reject) => {
  const name = ${JSON.stringify(name)};
  const found = performance.getEntriesByName(name, 'mark')[0];
  if (found) return resolve(found.startTime);
  const observer = new PerformanceObserver((list) => {
    const entry = list.getEntriesByName(name, 'mark')[0];
    if (entry) { observer.disconnect(); resolve(entry.startTime); }
  });
  observer.observe({ type: 'mark' });
  setTimeout(() => { observer.disconnect(); reject(new Error('no performance mark "' + name + '" after ${timeoutMs} ms')); }, ${timeoutMs});
})`;

/** The widgets on the page, and which of them did not mount. */
export const WIDGET_STATES = `[...document.querySelectorAll('[data-widget]')].map((el) => ({
  name: el.getAttribute('data-widget') || '',
  state: el.getAttribute('data-widget-state') || 'pending',
  load: el.getAttribute('data-load') || 'eager',
}))`;

/**
 * Names of the widgets whose node intersects the viewport (a box of some size overlapping it):
 * what the shopper can see of the page, at the top, without scrolling.
 */
export const VISIBLE_WIDGETS = `[...new Set([...document.querySelectorAll('[data-widget]')].filter((el) => {
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
}).map((el) => el.getAttribute('data-widget') || ''))]`;

/**
 * Waits on frames for the in-page scripts (paste inside one), each with a way out: a headless
 * Chromium can withhold frames for a while (GoogleChrome/lighthouse#17148), and a wait on a frame
 * alone once held a clean-clone bench run idle, its deadline never checked. `nextPaint`: the
 * next frame's callbacks; `nextFrame`: just after that frame is painted; a second at most each.
 */
export const FRAME_WAITS = `
  const nextPaint = () => new Promise((resolve) => { requestAnimationFrame(resolve); setTimeout(resolve, 1000); });
  const nextFrame = () => new Promise((resolve) => { requestAnimationFrame(() => setTimeout(resolve, 0)); setTimeout(resolve, 1000); });`;

/**
 * Click-to-next-paint, two ways: Event Timing entries (only those of 16 ms and more exist), and
 * for every click or key press `requestAnimationFrame` then `setTimeout`, which runs right after
 * the frame that shows the handler's result. Listeners capture on window so a handler that
 * stops propagation cannot hide the interaction.
 */
export const RECORD_INTERACTIONS = `(() => {
  const state = { entries: [], fallback: [] };
  window.__benchInteractions = state;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        state.entries.push({ name: e.name, startTime: e.startTime, duration: e.duration, interactionId: e.interactionId || 0 });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {}
  const onInput = (event) => {
    const start = event.timeStamp;
    requestAnimationFrame(() => setTimeout(() => {
      state.fallback.push({ type: event.type, latency: performance.now() - start });
    }, 0));
  };
  addEventListener('click', onInput, { capture: true });
  addEventListener('keydown', onInput, { capture: true });
})();`;

export const CLEAR_INTERACTIONS = `(() => {
  window.__benchInteractions.entries.length = 0;
  window.__benchInteractions.fallback.length = 0;
})()`;

/** Waits two frames (so Event Timing entries of the last paint are delivered), then reads. */
export const READ_INTERACTIONS = `(async () => {${FRAME_WAITS}
  await nextPaint();
  await nextPaint();
  await new Promise((resolve) => setTimeout(resolve, 50));
  const state = window.__benchInteractions;
  return { entries: state.entries.slice(), fallback: state.fallback.slice() };
})()`;

/**
 * Unmount every widget and mount all of them again, \`cycles\` times; resolves with the number
 * of widgets cycled. Widgets waiting to be scrolled into view are mounted too: left waiting,
 * one could mount halfway through the run (unmounting the widgets above collapses the page
 * and brings it into view) and its first load would pass for a leak. \`scan()\` re-schedules
 * them; \`mount(el)\` then returns the promise of the mount already under way (or starts it),
 * which settles once the widget has rendered (the first scan's \`ready\` promise settles only
 * once, so it cannot be awaited again).
 */
export const remountCycles = (cycles: number) => `(async () => {
  const widgets = window.ShopWidgets;
  if (!widgets) throw new Error('window.ShopWidgets is missing');
  const nodes = [...document.querySelectorAll('[data-widget]')]
    .filter((el) => el.getAttribute('data-widget-state') !== 'error');
  if (nodes.length === 0) throw new Error('no widget on the page');
  ${FRAME_WAITS}
  for (let i = 0; i < ${cycles}; i++) {
    widgets.unmountAll();
    const still = nodes.filter((el) => el.getAttribute('data-widget-state') === 'mounted');
    if (still.length) throw new Error('unmountAll() left mounted: ' + still.map((el) => el.getAttribute('data-widget')).join(', '));
    widgets.scan();
    await Promise.all(nodes.map((el) => widgets.mount(el)));
    await nextFrame();
    const missing = nodes.filter((el) => el.getAttribute('data-widget-state') !== 'mounted');
    if (missing.length) throw new Error('cycle ' + (i + 1) + ': did not mount again: ' + missing.map((el) => el.getAttribute('data-widget')).join(', '));
    // Each mount fetches (coupons, reviews, …): the browser's own record of every request
    // would otherwise grow the heap by some 3 KB a cycle and pass for a leak of ours.
    performance.clearResourceTimings();
  }
  // Let the last cycle's requests settle, so what they hold is not counted.
  await new Promise((resolve) => setTimeout(resolve, 500));
  return nodes.length;
})()`;
