import * as v from 'valibot';
import { http, parse } from '../../shared/session/http';
import { ProductCardSchema } from '../../shared/session/api/product-card';

/** One page of the infinite listing: Laravel's paginator (`data`, `current_page`, `last_page`). */
export const ProductPageSchema = v.object({
  data: v.array(ProductCardSchema),
  current_page: v.number(),
  last_page: v.number(),
});
export type ProductPage = v.InferOutput<typeof ProductPageSchema>;

export const getProductPage = (page: number) =>
  http.get('/productsInfinit/load', { searchParams: { page } }).json().then(parse(ProductPageSchema));
