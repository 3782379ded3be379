// Subresource Integrity: the manifest's `integrity`, a sha384 of every file a tag loads.
import { createHash } from 'node:crypto';
import path from 'node:path';

/**
 * Subresource Integrity of every .js and .css file written
 * (docs/backend.md#what-the-widget-tags-print, docs/decisions.md#csp-and-sri): sha384 of the
 * bytes as written, in SRI form, keyed by file name in byte order. The page prints it as `integrity` on its tags and hands the rest
 * to the loader, so a tampered file on a CDN is refused instead of run. Source maps and
 * LEGAL.txt are never loaded by a tag, so they get none.
 */
export function integrityOf(files, outdir) {
  const entries = files
    .map((file) => [path.relative(outdir, file.path).split(path.sep).join('/'), file.contents])
    .filter(([file]) => /\.(js|css)$/.test(file))
    .map(([file, contents]) => [file, `sha384-${createHash('sha384').update(contents).digest('base64')}`])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries);
}
