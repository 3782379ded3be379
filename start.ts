/**
 * The kit's start, run by the loader once the server's first paint is on screen (loader.ts):
 * mounts the widgets present on the page (and any added later), puts the mounter itself in place
 * of the loader's stand-in `window.ShopWidgets`, and marks the moment every eager widget has
 * rendered. Its file (with the registry) imports the runtime's chunk; the loader fetches both
 * at once.
 */
import { loadWidgetAssets } from './shared/core/runtime/assets';
import { createMounter, type Mounter } from './shared/core/runtime/mounter';
import { registry } from './widgets/registry';

/** What a page can call (docs/backend.md#dom-events-and-the-page-api). */
export type ShopWidgetsApi = Pick<Mounter, 'mount' | 'unmount' | 'unmountAll' | 'scan' | 'ready'>;

declare global {
  interface Window {
    ShopWidgets?: ShopWidgetsApi;
  }
}

export function start(): ShopWidgetsApi {
  const mounter = createMounter({ registry, loadAssets: loadWidgetAssets });
  const api: ShopWidgetsApi = {
    mount: mounter.mount,
    unmount: mounter.unmount,
    unmountAll: mounter.unmountAll,
    scan: mounter.scan,
    ready: mounter.ready,
  };
  window.ShopWidgets = api;
  mounter.scan();
  mounter.observe();
  void mounter.ready.then(() => {
    performance.mark('shop:widgets-mounted');
    document.documentElement.setAttribute('data-widgets-ready', '');
    document.dispatchEvent(new CustomEvent('shop:widgets-ready'));
  });
  return api;
}
