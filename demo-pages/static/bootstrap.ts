/**
 * The bootstrap page's script (demo-dist/index.html and 404.html): the static host
 * serves that page for `/` and for any address it has no file for (a deep link such as
 * /products/25 on a first visit). It starts the service worker that runs the shop and reloads
 * the same address, which the worker then answers. Inlined into the page by build.ts, so the
 * file:// message shows even where no other file of the folder can load.
 */
import { BOOTSTRAP_TEXTS } from './bootstrap-texts';

/** How long after its own reload the bootstrap page taking over again means the worker failed. */
const RELOAD_GUARD_MS = 10_000;
const RELOADED_AT = 'shop-demo-bootstrap-reloaded-at';

function say(text: string): void {
  const status = document.getElementById('bootstrap-status');
  if (status) status.textContent = text;
}

async function start(): Promise<void> {
  if (location.protocol === 'file:') return say(BOOTSTRAP_TEXTS.fileUrl);
  if (!('serviceWorker' in navigator)) return say(BOOTSTRAP_TEXTS.unsupported);
  const reloadedAt = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  if (Date.now() - reloadedAt < RELOAD_GUARD_MS) {
    sessionStorage.removeItem(RELOADED_AT);
    return say(BOOTSTRAP_TEXTS.failed);
  }
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    await navigator.serviceWorker.ready;
    // A first visit: the worker claims this page once active. A hard reload (which bypasses the
    // worker) never gets a controller: a plain reload will.
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) => {
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
        setTimeout(resolve, 2_000);
      });
    }
  } catch {
    return say(BOOTSTRAP_TEXTS.unsupported);
  }
  sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  location.reload();
}

void start();
