/** Puts happy-dom's window at `url`, as a navigation would (happy-dom's own API, not in the DOM typings). */
export function setPageUrl(url: string): void {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);
}
