// Loads the kit's TypeScript modules in Node (tsx's API), for the contracts made from them.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './paths.mjs';

/**
 * Loads TypeScript modules in this process with tsx's API, no second bundle: one tsx namespace
 * per call, so a module shared by several (the category tree) is one object, and a rebuild
 * reads the sources afresh. What it loads must not keep Node running (no store, no channel).
 */
export async function withTypeScript(use) {
  const { register } = await import('tsx/esm/api');
  const scope = register({ namespace: `shop-build-${Date.now()}-${Math.random().toString(36).slice(2)}` });
  try {
    return await use((file) => scope.import(pathToFileURL(path.join(root, file)).href, import.meta.url));
  } finally {
    await scope.unregister();
  }
}
