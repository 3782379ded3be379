/** Shared states and errors the SPEC leaves to us (ours). */
export const commonMessages = {
  loading: 'Loading…',
  close: 'Close',
  ok: 'OK',
  cancel: 'Cancel',
  retry: 'Try again',
  sessionExpired: 'Your session has expired. Please reload the page and try again.',
  offline: 'You appear to be offline. Check your connection and try again.',
  timeout: 'The server is taking too long to answer. Please try again.',
  signInRequired: 'Please sign in to continue.',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  forbidden: 'You do not have permission to do that.',
  widgetPropsInvalid: 'This part of the page could not be shown.',
  widgetCrashed: 'Something went wrong here. Please reload the page.',
  reload: 'Reload page',
} as const;
