// The kit's widgets: their names, read from widgets/ (each an entry point of the build).
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { root } from './paths.mjs';

/** Every folder of widgets/ is one widget, whose module is `<name>/<name>-widget.tsx`. */
export async function widgetNames() {
  const entries = await readdir(path.join(root, 'widgets'), { withFileTypes: true });
  return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
}
