// Points the signals runtime at React's own useSyncExternalStore instead of the pre-React-18
// shim it imports, so the shim is not shipped (shared/core/runtime/use-sync-external-store.ts).
import path from 'node:path';
import { root } from './paths.mjs';

export function reactShimPlugin() {
  return {
    name: 'shop-react-shim',
    setup(build) {
      build.onResolve({ filter: /^use-sync-external-store\/shim(\/index\.js)?$/ }, () => ({
        path: path.join(root, 'shared/core/runtime/use-sync-external-store.ts'),
      }));
    },
  };
}
