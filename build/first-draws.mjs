// dist/first-draws.json (and first-draws.<code>.json per language): the texts and constants the
// Laravel package's first draws print.
import * as esbuild from 'esbuild';
import { Buffer } from 'node:buffer';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { editsPlugin } from './edits-plugin.mjs';
import { firstDrawsName, LOCALES, localeEdit } from './locales.mjs';
import { PSEUDO_LOCALE, pseudoPlugin } from './pseudo.mjs';
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
      const { firstDrawsData } = await importInLanguage('first-draws/texts.ts', code);
      await writeFile(path.join(outdir, firstDrawsName(code)), `${JSON.stringify(firstDrawsData(), null, 2)}\n`);
    }),
  );
}

/**
 * A module of the kit (its path from the root) with everything it imports, bundled as one ESM
 * source in a language (each module with a translation is its translation, as in the kit's
 * build): for what runs outside the browser build and prints the kit's texts, the first draws.
 */
export async function bundleInLanguage(entry, code) {
  const built = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    charset: 'utf8',
    write: false,
    logLevel: 'silent',
    plugins: [...(code === PSEUDO_LOCALE ? [pseudoPlugin()] : []), editsPlugin([localeEdit(code)])],
  });
  return built.outputFiles[0].text;
}

/** `bundleInLanguage`'s module, imported into this process. */
export async function importInLanguage(entry, code) {
  const source = await bundleInLanguage(entry, code);
  return import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`);
}
