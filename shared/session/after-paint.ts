/**
 * Run `task` right after the next frame has been painted: work the shopper does not see at once
 * (a request on its way, the address bar) stays out of the interaction's frame. The
 * `requestAnimationFrame` callback runs just before the paint; a timeout queued there runs just
 * after it. Returns a function that cancels the task if it has not run yet.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer = 0;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}
