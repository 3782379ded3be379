/** Shared states and errors the SPEC leaves to us (ours). */
export const loading = 'Loading…';
export const close = 'Close';
export const ok = 'OK';
export const cancel = 'Cancel';
export const retry = 'Try again';
export const sessionExpired = 'Your session has expired. Please reload the page and try again.';
export const offline = 'You appear to be offline. Check your connection and try again.';
/**
 * Reasons beneath a SPEC §8 text, which already says 'Please try again.': statements of fact, so
 * no alert says it twice.
 */
export const timeout = 'The server did not answer in time.';
/** A write whose answer never came and whose outcome could not be read again. */
export const outcomeUnknown = 'The server did not answer in time, so this may not have completed.';
export const signInRequired = 'Please sign in to continue.';
export const tooManyRequests = 'Too many attempts. Please wait a moment and try again.';
export const forbidden = 'You do not have permission to do that.';
export const widgetPropsInvalid = 'This part of the page could not be shown.';
export const widgetCrashed = 'Something went wrong here. Please reload the page.';
export const reload = 'Reload page';


/**
 * SPEC §2/§8 empty state of the listings and filter pages, also the search box's row when
 * nothing matches (shared: the header's search box must not bring the listings' texts).
 */
export const noProducts = 'No products found.';
