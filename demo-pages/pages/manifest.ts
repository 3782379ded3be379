import type { Manifest } from '../../build.mjs';

/** dist/manifest.json as build.mjs writes it (types in build.d.mts). */
export type { Manifest, WidgetAssets } from '../../build.mjs';

/**
 * Where the manifest comes from: dist/manifest.json read from disk under `npm start`
 * (server/site.ts sets it), the built copy fetched once by the static build's service worker
 * (static/worker.ts). This module stays free of Node's modules for the worker.
 */
let source: (() => Manifest) | null = null;
let cached: Manifest | null = null;

export function setManifestSource(read: () => Manifest): void {
  source = read;
  cached = null;
}

/** The current manifest; `forgetManifest()` after a rebuild. */
export function manifest(): Manifest {
  if (!source) throw new Error('No manifest source: call setManifestSource() first.');
  cached ??= source();
  return cached;
}

export function forgetManifest(): void {
  cached = null;
}

/** Public URL prefix of dist/ (the Laravel package's `url` config). */
export const BUILD_URL = '/build';
/** Public URL of a file in dist/. */
export const buildUrl = (name: string) => `${BUILD_URL}/${name}`;
