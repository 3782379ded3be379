// dist/first-draws.json: the texts and constants the Laravel package's first draws print.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { withTypeScript } from './load-typescript.mjs';

/**
 * The catalogue's texts (templates with `:name` holes), the header icons and the constants the
 * widgets' first draws use, from first-draws/texts.ts: laravel/src/FirstDraws reads them beside
 * the manifest, so the PHP first draws print the kit's words, never a copy.
 */
export async function writeFirstDraws(outdir) {
  const data = await withTypeScript(async (load) => (await load('first-draws/texts.ts')).firstDrawsData());
  await writeFile(path.join(outdir, 'first-draws.json'), `${JSON.stringify(data, null, 2)}\n`);
}
