import type { ScopedFault } from '../backend/faults';
import type { StoreSnapshot } from '../backend/store/index';

/**
 * What the static build's service worker keeps between runs (issue 15: the browser stops an
 * idle worker after about 30 s and starts it again on the next request): the store (tables,
 * sessions, codes, outbox), the faults, and the visitor's cookies (backend/cookies.ts), stamped
 * with the build's version so a new seed or kit never meets old state.
 */
export interface ShopState {
  version: string;
  store: StoreSnapshot;
  faults: ScopedFault[];
  cookies: ReadonlyMap<string, string>;
}

/**
 * Where that state lives. `save` must copy the state when it is called (IndexedDB's `put`
 * clones it at once), so later changes never leak into a save still on its way.
 */
export interface StateStorage {
  load(): Promise<ShopState | undefined>;
  save(state: ShopState): Promise<void>;
  clear(): Promise<void>;
}

/** In memory (unit tests; `npm start` needs none: its one process holds the store itself). */
export function memoryStateStorage(): StateStorage {
  let kept: ShopState | undefined;
  return {
    load: async () => (kept ? structuredClone(kept) : undefined),
    save: async (state) => {
      kept = structuredClone(state);
    },
    clear: async () => {
      kept = undefined;
    },
  };
}

const request = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });

/**
 * In IndexedDB: one record under one key, written whole after each request that may have
 * changed it (about 250 KB with the seed). Plain IndexedDB in a dozen
 * lines; `idb-keyval` (get/set/del on a default store) would do the same job if the project
 * ever takes a dependency for it.
 */
export function indexedDbStateStorage(databaseName: string): StateStorage {
  const STORE = 'state';
  const KEY = 'shop';
  let db: Promise<IDBDatabase> | null = null;
  const open = () => {
    db ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(databaseName, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(STORE);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    return db;
  };
  const transaction = async (mode: IDBTransactionMode) => (await open()).transaction(STORE, mode).objectStore(STORE);
  return {
    load: async () => (await request((await transaction('readonly')).get(KEY))) as ShopState | undefined,
    save: async (state) => {
      const store = await transaction('readwrite');
      await request(store.put(state, KEY));
    },
    clear: async () => {
      await request((await transaction('readwrite')).delete(KEY));
    },
  };
}
