/**
 * What the build gives @preact/signals-react for `use-sync-external-store/shim`: React 19 has
 * useSyncExternalStore built in, so the shim for React 16–17 is not shipped (build/react-shim-plugin.mjs).
 */
export { useSyncExternalStore } from 'react';
