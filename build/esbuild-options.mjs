// The JS build's esbuild options: the loader and every widget as entry points (but the header's
// links, which are in the runtime's chunk: groups.mjs RUNTIME_WIDGETS), ESM with code
// splitting, minified for the browsers of ARCHITECTURE "Build", with the build's plugins.
import { cssImportsPlugin } from './css-imports-plugin.mjs';
import { editsPlugin } from './edits-plugin.mjs';
import { groupFirstEdit, groupImportEdit, groupingPlugin } from './grouping-plugin.mjs';
import { RUNTIME_WIDGETS } from './groups.mjs';
import { localeEdit, SOURCE_LOCALE } from './locales.mjs';
import { PSEUDO_LOCALE, pseudoPlugin } from './pseudo.mjs';
import { root } from './paths.mjs';
import { reactShimPlugin } from './react-shim-plugin.mjs';
import { descriptionsEdit } from './strip-descriptions.mjs';

/**
 * esbuild's options for the kit's JS in `locale` (locales.mjs); `cssImports` collects the
 * stylesheets each module imports.
 */
export function jsBuildOptions(names, outdir, cssImports, locale = SOURCE_LOCALE) {
  return {
    absWorkingDir: root,
    entryPoints: [
      { in: 'loader.ts', out: 'loader' },
      ...names
        .filter((name) => !RUNTIME_WIDGETS.includes(name))
        .map((name) => ({ in: `widgets/${name}/${name}-widget.tsx`, out: `widget-${name}` })),
    ],
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    target: ['es2022', 'chrome111', 'firefox111', 'safari16'],
    minify: true,
    sourcemap: 'linked',
    metafile: true,
    write: false,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    jsx: 'automatic',
    legalComments: 'linked',
    // Sinhala and Tamil letters as UTF-8 (3 bytes each), not `\uXXXX` escapes (6): module
    // scripts are always read as UTF-8.
    charset: 'utf8',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    // In this order: a stylesheet is recorded before the relative-import check sees it, a
    // module becomes its translation before anything edits it, and a module's descriptions go
    // before its group's import is appended (edits-plugin.mjs).
    plugins: [
      // The pseudo-locale's wrappers resolve and load before anything reads a messages module.
      ...(locale === PSEUDO_LOCALE ? [pseudoPlugin()] : []),
      reactShimPlugin(),
      cssImportsPlugin(cssImports, locale),
      groupingPlugin(),
      editsPlugin([localeEdit(locale), descriptionsEdit, groupFirstEdit, groupImportEdit]),
    ],
  };
}
