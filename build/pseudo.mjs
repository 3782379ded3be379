// The pseudo-locale (qps-ploc): the English texts accented, 40 % longer and between ⟦ ⟧, so a
// walk of the pages sees at once a text left in code (no marks) and a layout that breaks when
// a text grows (tests/e2e/pseudo-locale.spec.ts). Built only on demand (SHOP_PSEUDO=1).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isTranslation, translationOf } from './locales.mjs';
import { root } from './paths.mjs';

export const PSEUDO_LOCALE = 'qps-ploc';

/** Modules of the catalogue that are no texts a shopper reads as such (the plural rule). */
const NOT_TEXTS = new Set(['shared/core/messages/plural.ts', 'shared/core/messages/months.ts']);

/**
 * In the pseudo build, a module that has a Sinhala translation (every messages module) is a
 * wrapper of its English: each export's texts passed through `pseudoText` (build/pseudo-text.ts),
 * a function's output too. The English module is imported as `…?english`, loaded as usual.
 */
export function pseudoPlugin() {
  return {
    name: 'shop-pseudo-locale',
    setup(build) {
      build.onResolve({ filter: /\?english$/ }, (args) => ({ path: path.resolve(args.resolveDir, args.path.slice(0, -'?english'.length)), suffix: '?english' }));
      build.onLoad({ filter: /\.tsx?$/ }, (args) => {
        if (args.namespace !== 'file' || args.suffix === '?english' || isTranslation(args.path)) return undefined;
        const relative = path.relative(root, args.path).split(path.sep).join('/');
        if (NOT_TEXTS.has(relative) || !translationOf(args.path, 'si')) return undefined;
        const source = readFileSync(args.path, 'utf8');
        const names = [...source.matchAll(/^export (?:const|function) (\w+)/gm)].map((m) => m[1]);
        const english = `./${path.basename(args.path)}?english`;
        const helper = path.relative(path.dirname(args.path), path.join(root, 'build/pseudo-text.ts')).split(path.sep).join('/');
        return {
          contents: [
            `import * as en from ${JSON.stringify(english)};`,
            `import { pseudoValue } from ${JSON.stringify(helper.startsWith('.') ? helper : `./${helper}`)};`,
            ...names.map((name) => `export const ${name} = pseudoValue(en.${name});`),
          ].join('\n'),
          loader: 'ts',
          resolveDir: path.dirname(args.path),
        };
      });
    },
  };
}
