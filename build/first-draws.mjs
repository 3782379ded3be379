// dist/first-draws.json (and first-draws.<code>.json per language): the texts and constants the
// Laravel package's first draws print.
import * as esbuild from 'esbuild';
import { Buffer } from 'node:buffer';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { editsPlugin } from './edits-plugin.mjs';
import { firstDrawsName, LOCALES, localeEdit } from './locales.mjs';
import { root } from './paths.mjs';

/**
 * The catalogue's texts (templates with `:name` holes), the header icons and the constants the
 * widgets' first draws use, from first-draws/texts.ts built once per language with that
 * language's translations (as the kit's own build picks them: locales.mjs): laravel/src/FirstDraws
 * reads the file of the page's language beside its manifest, so the PHP first draws print the
 * kit's words, never a copy.
 */
export async function writeFirstDraws(outdir) {
  await Promise.all(
    LOCALES.map(async ({ code }) => {
      const built = await esbuild.build({
        absWorkingDir: root,
        entryPoints: ['first-draws/texts.ts'],
        bundle: true,
        format: 'esm',
        platform: 'neutral',
        write: false,
        logLevel: 'silent',
        plugins: [editsPlugin([localeEdit(code)])],
      });
      const source = built.outputFiles[0].text;
      const { firstDrawsData } = await import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`);
      await writeFile(path.join(outdir, firstDrawsName(code)), `${JSON.stringify(firstDrawsData(), null, 2)}\n`);
    }),
  );
}
