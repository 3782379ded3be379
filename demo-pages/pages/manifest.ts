import type { Manifest } from '../../build.mjs';
import { SOURCE_LOCALE } from '../../build/locale-list.mjs';

/** dist/manifest.json as build.mjs writes it (types in build.d.mts). */
export type { Manifest, WidgetAssets } from '../../build.mjs';

/**
 * Where each language's manifest comes from (dist/manifest.json for English,
 * manifest.<code>.json for the others: build/locale-list.mjs): read from disk under `npm start`
 * (server/site.ts sets it), the built copies fetched once by the static build's service worker
 * (static/worker.ts). This module stays free of Node's modules for the worker.
 */
let source: ((locale: string) => Manifest) | null = null;
const cached = new Map<string, Manifest>();

export function setManifestSource(read: (locale: string) => Manifest): void {
  source = read;
  cached.clear();
}

/** The current manifest of a language (English by default); `forgetManifest()` after a rebuild. */
export function manifest(locale: string = SOURCE_LOCALE): Manifest {
  if (!source) throw new Error('No manifest source: call setManifestSource() first.');
  let found = cached.get(locale);
  if (!found) cached.set(locale, (found = source(locale)));
  return found;
}

export function forgetManifest(): void {
  cached.clear();
}

/** Public URL prefix of dist/ (the Laravel package's `url` config). */
export const BUILD_URL = '/build';
/** Public URL of a file in dist/. */
export const buildUrl = (name: string) => `${BUILD_URL}/${name}`;
