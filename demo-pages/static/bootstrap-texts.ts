/** Texts of the bootstrap page (the demo's own, not the kit's: no SPEC text applies). */
export const BOOTSTRAP_TEXTS = {
  starting: 'Starting the demo shop…',
  fileUrl:
    'This demo shop runs in a service worker, which a page opened from a file cannot start: serve the folder over HTTP (for example with npx http-server demo-dist) and open it there.',
  unsupported:
    'This browser cannot run service workers here (turned off, or a private window that blocks them), so the demo shop cannot start: open it in a current Chrome, Edge, Firefox or Safari window.',
  failed: 'The demo shop did not start in this browser: reload the page, and if this stays, clear the site’s data and try again.',
} as const;

