import * as v from 'valibot';
import { ProductDetailSchema } from './api';

/** The product page (SPEC §2 "Product detail"). */
export const propsSchema = v.pipe(
  v.object({
    /** The product as the server prints it (demo-pages/backend/presenters.ts productDetail). */
    product: v.pipe(
      ProductDetailSchema,
      v.description('Required. The product as the server prints it (SPEC §3 Product, its price an object here). Large: print the props in a JSON script child.'),
    ),
  }),
  v.description('The product page: gallery, variations, price, quantity, Add To Cart, Buy Now, wishlist and coupons (SPEC §2 Product detail).'),
);
