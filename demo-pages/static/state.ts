import { createStore, del, get, set } from 'idb-keyval';
import type { ScopedFault } from '../backend/faults';
import type { StoreSnapshot } from '../backend/store/index';

/**
 * What the static build's service worker keeps between runs (the browser stops an
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
 * Where that state lives. A save may copy the state a moment after it is called (IndexedDB's
 * `put` clones it once the database is open): it then holds a newer state, never an older one,
 * and the save that follows each answer (static-shop.ts) writes that answer's state in any case.
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

/**
 * In IndexedDB, through idb-keyval (get/set/del of one key in a store of its own): one record,
 * written whole after requests that may have changed it (about 250 KB with the seed).
 */
export function indexedDbStateStorage(databaseName: string): StateStorage {
  const store = createStore(databaseName, 'state');
  const KEY = 'shop';
  return {
    load: () => get<ShopState>(KEY, store),
    save: (state) => set(KEY, state, store),
    clear: () => del(KEY, store),
  };
}
