import * as esbuild from 'esbuild';

/**
 * The demo's own scripts (the Demo tools toolbar, the late-widgets scenario) into `outdir`:
 * never part of dist/ nor of the production bundle. `npm start` serves them from .demo-build/,
 * the static build (docs/qa.md#the-demo-shop-as-static-files) from demo-dist/demo-assets/.
 */
export async function buildDemoAssets(root: string, outdir: string): Promise<void> {
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['demo-pages/dev/toolbar.ts', 'demo-pages/dev/late-widgets.ts'],
    outdir,
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    logLevel: 'warning',
  });
}
