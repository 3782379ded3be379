import { Hono } from 'hono';
import { toCents } from '../../../shared/core/money';
import type { AppEnv } from '../env';
import { productCard } from '../presenters';
import { activeProduct } from '../services/catalogue';
import type { CategoryRow, CouponRow } from '../store/types';

/** Products per page of the infinite listing. */
export const LISTING_PAGE_SIZE = 12;
/** Products in the recommended strip. */
const RECOMMENDED_SIZE = 12;

/** A category and every category below it. */
function subtree(categories: CategoryRow[], id: number): Set<number> {
  const ids = new Set([id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const c of categories) {
      if (c.parent_id !== null && ids.has(c.parent_id) && !ids.has(c.id)) {
        ids.add(c.id);
        grew = true;
      }
    }
  }
  return ids;
}

const couponView = ({ id, title, code, discount_type, discount_value, min_order_value, max_discount_value, start_date, end_date }: CouponRow) => ({
  id, title, code, discount_type, discount_value, min_order_value, max_discount_value, start_date, end_date,
});

/** SPEC §7 catalogue and reviews calls. */
export const catalogueRoutes = new Hono<AppEnv>()
  .get('/product/:id/reviews', (c) => {
    const id = Number(c.req.param('id'));
    const store = c.var.store;
    if (!activeProduct(store, id)) return c.json({ message: 'Not Found' }, 404);
    const rows = store.data.reviews
      .filter((review) => review.product_id === id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    const sum = rows.reduce((total, row) => total + row.rating, 0);
    return c.json({
      reviews: rows.map((row) => ({
        id: row.id,
        rating: row.rating,
        comment: row.comment,
        created_at: row.created_at,
        images: row.images,
        user: { name: row.user_name },
      })),
      averageRating: rows.length ? Math.round((sum / rows.length) * 10) / 10 : 0,
      totalReviews: rows.length,
    });
  })

  .get('/productsInfinit/load', (c) => {
    const store = c.var.store;
    const page = Math.max(1, Math.floor(Number(c.req.query('page') ?? 1)) || 1);
    const products = store.data.products
      .filter((p) => p.is_active)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id - b.id);
    const lastPage = Math.max(1, Math.ceil(products.length / LISTING_PAGE_SIZE));
    const slice = products.slice((page - 1) * LISTING_PAGE_SIZE, page * LISTING_PAGE_SIZE);
    return c.json({ data: slice.map((p) => productCard(store, p)), current_page: page, last_page: lastPage });
  })

  .get('/products/:id/coupons', (c) => {
    const id = Number(c.req.param('id'));
    const store = c.var.store;
    if (!activeProduct(store, id)) return c.json({ message: 'Not Found' }, 404);
    const now = store.now().getTime();
    // Coupons shown on products that have started; an ended one still shows as 'Expired'.
    const coupons = store.data.coupons.filter(
      (coupon) =>
        coupon.show_on_products === 1 &&
        coupon.product_ids.includes(id) &&
        new Date(coupon.start_date).getTime() <= now,
    );
    return c.json(coupons.map(couponView));
  })

  .get('/api/products/recommended/:categoryId', (c) => {
    const store = c.var.store;
    const ids = subtree(store.data.categories, Number(c.req.param('categoryId')));
    const cards = store.data.products
      .filter((p) => p.is_active && ids.has(p.category_id))
      .map((p) => productCard(store, p))
      .sort((a, b) => b.averageRating - a.averageRating || toCents(a.price) - toCents(b.price))
      .slice(0, RECOMMENDED_SIZE);
    return c.json({ products: cards });
  });
