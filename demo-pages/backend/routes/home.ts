import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { productCard } from '../presenters';
import { collectionProducts, runningCollections } from '../presenters-home';

/** Products shown per top collection. */
const TOP_COLLECTION_SIZE = 8;

/** The home page's call (SPEC §7 `GET /api/collections-with-products`; contract in shared/home/api/home.ts). */
export const homeRoutes = new Hono<AppEnv>().get('/api/collections-with-products', (c) => {
  const store = c.var.store;
  return c.json(
    runningCollections(store).map((row) => ({
      id: row.id,
      title: row.title,
      end_date: row.end_date,
      discount_percentage: row.discount_percentage,
      products: collectionProducts(store, row.id)
        .slice(0, TOP_COLLECTION_SIZE)
        .map((p) => productCard(store, p)),
    })),
  );
});
