/**
 * `npm start`: build the widgets and watch them, build the demo-only scripts, and serve the demo
 * shop on PORT (default 4173) with live reload. `--no-watch` builds once (the browser tests and
 * the bench use it).
 */
import { serve } from '@hono/node-server';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, importInLanguage, LOCALES, PSEUDO_LOCALE, SOURCE_LOCALE, watch } from '../../build.mjs';
import { allowPseudoLocale } from '../pages/language';
import { setTranslatedFirstDraws } from '../pages/first-draws-by-language';
import { buildDemoAssets } from './demo-assets';
import { forgetManifest } from '../pages/manifest';
import { createSite } from './site';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** SHOP_PSEUDO=1: the build has the pseudo-locale too, and `?lang=qps-ploc` shows it (the browser tests). */
const pseudo = process.env.SHOP_PSEUDO === '1';
if (pseudo) allowPseudoLocale(PSEUDO_LOCALE);

/** first-draws/ built in each language but English (pages/first-draws-by-language.ts). */
async function loadTranslatedFirstDraws(): Promise<void> {
  const languages = [...LOCALES.map(({ code }) => code).filter((code) => code !== SOURCE_LOCALE), ...(pseudo ? [PSEUDO_LOCALE] : [])];
  const modules = await Promise.all(languages.map(async (code) => [code, await importInLanguage('first-draws/index.ts', code)] as const));
  setTranslatedFirstDraws(Object.fromEntries(modules) as Record<string, { firstDraw: unknown }>);
}
const demoAssets = path.join(root, '.demo-build');
const port = Number(process.env.PORT ?? 4173);
const watching = !process.argv.includes('--no-watch');
const reloads = new Set<(event: string) => void>();

await buildDemoAssets(root, demoAssets);
if (watching) {
  await watch((manifest, error, ms) => {
    if (error || !manifest) {
      console.error(`widgets: build failed: ${error?.message}`);
      return;
    }
    forgetManifest();
    void loadTranslatedFirstDraws().catch((e: unknown) => console.error('first draws: the languages could not be built', e));
    console.log(`widgets: built ${Object.keys(manifest.widgets).length} in ${ms.toFixed(0)} ms`);
    for (const send of reloads) send('rebuilt');
  });
} else {
  await build();
}

await loadTranslatedFirstDraws();
const { site } = createSite({ demoAssets, reloads });
const server = serve({ fetch: site.fetch, port, hostname: '127.0.0.1' }, (info) => {
  console.log(`Demo shop: http://localhost:${info.port}/  (widget catalogue: /__demo)`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    process.exit(0);
  });
}
