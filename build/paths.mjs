// Where the kit's files are: the repository's root, a file's name relative to it, and
// esbuild's own answer for an import, for the plugins that look at a path before deciding.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const rel = (file) => path.relative(root, file).split(path.sep).join('/');

/**
 * Where esbuild itself resolves an import: a plugin's onResolve asks with this mark, and every
 * plugin of the build (they all check `resolvedPlainly`) then stays out of the way.
 */
const PLAIN = 'shop-chunks';
export const resolvedPlainly = (args) => args.pluginData === PLAIN;
export const resolvePlainly = (build, args) =>
  build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: PLAIN });
