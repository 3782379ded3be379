// Loads each TypeScript module the build changes and applies every edit that concerns it, in
// order (the descriptions left out, then the group's import): esbuild uses the first onLoad that
// returns contents, so two edits of one module cannot be two plugins.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * `edits` are functions of a module's absolute path returning the edit of its source, or null
 * when they leave it alone; a module no edit concerns is loaded by esbuild itself.
 */
export function editsPlugin(edits) {
  return {
    name: 'shop-edits',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (args.namespace !== 'file') return undefined;
        const applying = edits.map((edit) => edit(args.path)).filter(Boolean);
        if (applying.length === 0) return undefined;
        let contents = await readFile(args.path, 'utf8');
        for (const apply of applying) contents = apply(contents);
        return { contents, loader: path.extname(args.path).slice(1) };
      });
    },
  };
}
