import { jarCookies } from '../backend/cookies';
import { setManifestSource, type Manifest } from '../pages/manifest';
import { setKitTranslations } from '../backend/answer-language';
import { LOCALES, SOURCE_LOCALE } from '../../build/locale-list.mjs';
import { createShop } from '../shop';
import type { StateStorage } from './state';

/** The drawn images change nothing: no save after them. */
const READ_ONLY = /^\/(storage|profile)\//;

export interface StaticShop {
  /**
   * Answer one request as `npm start` would. `saved` settles once the state after it is stored:
   * the service worker keeps itself alive until then (`waitUntil`).
   */
  handle(request: Request): Promise<{ response: Response; saved: Promise<void> }>;
}

/**
 * The demo shop for the static build, free of service-worker APIs so a unit test can
 * drive it: the same app as `npm start` (demo-pages/shop.ts) with the visitor's cookies in a jar
 * of its own, the manifest given by the caller, and the whole state restored from `storage`
 * before the first request (unless it is of another `version`: then it is dropped) and saved
 * after each one.
 */
export function createStaticShop(options: {
  version: string;
  storage: StateStorage;
  /** A language's manifest (build/locale-list.mjs). */
  manifest: (locale: string) => Promise<Manifest>;
  /** A language's texts by their English, for the backend's answers (the build's lang/<code>.json). */
  kitTexts?: (locale: string) => Promise<Record<string, string>>;
  now?: () => Date;
}): StaticShop {
  const jar = new Map<string, string>();
  const { shop, backend } = createShop({ now: options.now, cookies: jarCookies(jar) });
  const start = async () => {
    const [manifests, saved] = await Promise.all([
      Promise.all(LOCALES.map(async ({ code }) => [code, await options.manifest(code)] as const)),
      options.storage.load(),
    ]);
    const byLocale = new Map(manifests);
    setManifestSource((locale) => byLocale.get(locale) ?? byLocale.get(SOURCE_LOCALE)!);
    const texts = new Map(
      await Promise.all(
        LOCALES.filter(({ code }) => code !== SOURCE_LOCALE).map(async ({ code }) => [code, await options.kitTexts?.(code)] as const),
      ),
    );
    setKitTranslations((locale) => texts.get(locale));
    if (saved?.version === options.version) {
      backend.store.restore(saved.store);
      backend.faults.restore(saved.faults);
      for (const [name, value] of saved.cookies) jar.set(name, value);
    } else if (saved) {
      await options.storage.clear();
    }
  };
  // Started at once; started again by the next request if it failed (the manifest could not be
  // fetched: offline for a moment), rather than failing every request of this worker's life.
  let ready = start();
  ready.catch(() => undefined); // Not unhandled: the next request sees it and starts again.
  const write = () =>
    options.storage.save({
      version: options.version,
      store: backend.store.snapshot(),
      faults: backend.faults.snapshot(),
      cookies: jar,
    });
  // A page and its widgets' calls come together (five to ten requests): one save at a time, and
  // at most one more after it, which every request answered meanwhile shares (it starts after
  // their answers, so the state it writes has all of them).
  let writing: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const save = (): Promise<void> => {
    if (next) return next;
    if (!writing) {
      writing = write().finally(() => (writing = null));
      return writing;
    }
    next = writing
      .catch(() => undefined)
      .then(() => {
        next = null;
        return save();
      });
    return next;
  };
  return {
    async handle(request) {
      await ready.catch(() => (ready = start()));
      const response = await shop.fetch(request);
      const saved = READ_ONLY.test(new URL(request.url).pathname) ? Promise.resolve() : save();
      return { response, saved };
    },
  };
}
