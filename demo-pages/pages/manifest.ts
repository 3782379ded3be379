import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Manifest } from '../../build.mjs';

/** dist/manifest.json as build.mjs writes it (types in build.d.mts). */
export type { Manifest, WidgetAssets } from '../../build.mjs';

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../dist/manifest.json');
let cached: Manifest | null = null;

/** The current manifest; `forgetManifest()` after a rebuild. */
export function manifest(): Manifest {
  cached ??= JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  return cached;
}

export function forgetManifest(): void {
  cached = null;
}

/** Public URL prefix of dist/ (the Laravel package's `url` config). */
export const BUILD_URL = '/build';
/** Public URL of a file in dist/. */
export const buildUrl = (name: string) => `${BUILD_URL}/${name}`;
