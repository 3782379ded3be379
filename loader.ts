/**
 * The one script a page includes. It mounts the widgets present on the page (and any added
 * later), and exposes `window.ShopWidgets` for pages that insert widget nodes themselves.
 */
import { loadWidgetAssets } from './shared/core/runtime/assets';
import { createMounter, type Mounter } from './shared/core/runtime/mounter';
import { registry } from './widgets/registry';

declare global {
  interface Window {
    ShopWidgets?: Pick<Mounter, 'mount' | 'unmount' | 'unmountAll' | 'scan' | 'ready'>;
  }
}

if (!window.ShopWidgets) {
  const mounter = createMounter({ registry, loadAssets: loadWidgetAssets });
  window.ShopWidgets = {
    mount: mounter.mount,
    unmount: mounter.unmount,
    unmountAll: mounter.unmountAll,
    scan: mounter.scan,
    ready: mounter.ready,
  };
  mounter.scan();
  mounter.observe();
  void mounter.ready.then(() => {
    performance.mark('shop:widgets-mounted');
    document.documentElement.setAttribute('data-widgets-ready', '');
    document.dispatchEvent(new CustomEvent('shop:widgets-ready'));
  });
}
