import * as v from 'valibot';
import { http, parse } from '../../shared/session/http';
import { ProductCardSchema } from '../../shared/session/api/product-card';

/** The recommended strip (SPEC §7 `GET /api/products/recommended/{categoryId}`). */
export const RecommendedSchema = v.object({ products: v.array(ProductCardSchema) });

export const getRecommended = (categoryId: number) =>
  http
    .get(`/api/products/recommended/${categoryId}`)
    .json()
    .then(parse(RecommendedSchema))
    .then((body) => body.products);
