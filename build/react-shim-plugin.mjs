// React for the kit's own modules, as ES modules (react-esm below), and the signals runtime
// pointed at React's own useSyncExternalStore (shared/core/runtime/use-sync-external-store.ts).
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './paths.mjs';

const require = createRequire(path.join(root, 'package.json'));

/** React's CommonJS packages the kit's modules import, and the names each one exports. */
const ESM_OF = {
  react: Object.keys(require('react')),
  'react/jsx-runtime': Object.keys(require('react/jsx-runtime')),
};

/**
 * React ships CommonJS only. esbuild wraps a CommonJS import in every module that has one
 * (`__toESM(require_react())`: a new object with a getter per export, about 50), and every
 * call then goes through a getter (`import_react.useState`). The kit's modules import React
 * instead from one module per package that reads each export once into a plain binding.
 * docs/decisions.md#react-is-wrapped-once-not-in-every-module
 */
function reactEsm(build) {
  build.onResolve({ filter: /^react(\/jsx-runtime)?$/ }, (args) => {
    if (args.namespace !== 'file' || args.importer.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
    return { path: args.path, namespace: 'shop-react-esm' };
  });
  build.onLoad({ filter: /.*/, namespace: 'shop-react-esm' }, (args) => ({
    // Pure calls, so esbuild drops the names no module imports.
    contents: [
      `import cjs from ${JSON.stringify(args.path)};`,
      'const read = (name) => cjs[name];',
      ...ESM_OF[args.path]
        .filter((name) => /^[A-Za-z]\w*$/.test(name))
        .map((name) => `export const ${name} = /* @__PURE__ */ read(${JSON.stringify(name)});`),
    ].join('\n'),
    resolveDir: root,
    loader: 'js',
  }));
}

export function reactShimPlugin() {
  return {
    name: 'shop-react-shim',
    setup(build) {
      build.onResolve({ filter: /^use-sync-external-store\/shim(\/index\.js)?$/ }, () => ({
        path: path.join(root, 'shared/core/runtime/use-sync-external-store.ts'),
      }));
      reactEsm(build);
    },
  };
}
