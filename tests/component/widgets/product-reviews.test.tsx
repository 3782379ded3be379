import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SEED_IDS } from '../../../demo-pages/backend/seed/index';
import { STAR_BAR_COLOURS } from '../../../shared/catalogue/ui/stars';
import productReviews from '../../../widgets/product-reviews/product-reviews-widget';
import { startBackend } from '../../helpers/backend';

const backend = startBackend();
const { Component: ProductReviews } = productReviews;
const TEA = SEED_IDS.manyReviewsProduct;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

/** The product's reviews straight from the store, newest first (as the section lists them). */
function storedReviews(productId: number) {
  return backend.store.data.reviews
    .filter((review) => review.product_id === productId)
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** "12 Nov 2026" in the shopper's time zone, worked out without the widget's formatter. */
function shownDate(iso: string): string {
  const date = new Date(iso);
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

async function section() {
  return screen.findByRole('region', { name: 'Ratings & Reviews' });
}

describe('product-reviews', () => {
  it('summarises the ratings of product 1 as the store has them', async () => {
    const rows = storedReviews(TEA);
    expect(rows).toHaveLength(14);
    render(<ProductReviews productId={TEA} />);

    expect(await screen.findByRole('heading', { level: 3, name: 'Customer Reviews (14)' })).toBeInTheDocument();
    const reviews = await section();
    expect(within(reviews).getByText('Based on 14 ratings')).toBeInTheDocument();

    const average = rows.reduce((sum, row) => sum + row.rating, 0) / rows.length;
    const shown = (Math.round(average * 10) / 10).toFixed(1);
    expect(within(reviews).getByText(shown)).toBeInTheDocument();
    expect(within(reviews).getAllByRole('img', { name: `Rated ${shown} out of 5` })[0]).toBeInTheDocument();

    const breakdown = within(reviews).getByRole('list', { name: 'Rating breakdown' });
    const bars = within(breakdown).getAllByRole('listitem');
    expect(bars).toHaveLength(5);
    for (const [index, stars] of ([5, 4, 3, 2, 1] as const).entries()) {
      const count = rows.filter((row) => Math.min(5, Math.max(1, Math.round(row.rating))) === stars).length;
      const percent = Math.round((count / rows.length) * 100);
      const bar = bars[index]!;
      // Read out as one phrase, drawn in the SPEC §9 colour at that width.
      expect(within(bar).getByText(`${stars} ${stars === 1 ? 'star' : 'stars'}: ${percent}%`)).toBeInTheDocument();
      const fill = bar.querySelector<HTMLElement>('.shop-rv__bar-fill')!;
      expect(fill.style.width).toBe(`${percent}%`);
      expect(fill.style.background).toBe(STAR_BAR_COLOURS[stars]);
    }

    expect(within(reviews).getByText(/Visit your orders page to submit a review\./)).toBeInTheDocument();
    expect(
      within(reviews).getByText('Reviews come from verified customers who purchased this product.'),
    ).toBeInTheDocument();
  });

  it('shows the 3 newest reviews with name, stars, date and comment', async () => {
    const rows = storedReviews(TEA);
    render(<ProductReviews productId={TEA} />);
    await screen.findByRole('heading', { name: 'Customer Reviews (14)' });

    const shown = screen.getAllByRole('article');
    expect(shown).toHaveLength(3);
    for (const [index, article] of shown.entries()) {
      const row = rows[index]!;
      expect(within(article).getByRole('heading', { level: 4, name: row.user_name })).toBeInTheDocument();
      expect(within(article).getByRole('img', { name: `Rated ${row.rating.toFixed(1)} out of 5` })).toBeInTheDocument();
      const date = within(article).getByText(shownDate(row.created_at));
      expect(date.tagName).toBe('TIME');
      expect(date).toHaveAttribute('datetime', row.created_at);
      expect(article).toHaveTextContent(row.comment);
    }
    expect(screen.queryByText(rows[3]!.comment, { exact: false })).toBeNull();
  });

  it("opens 'All Reviews' with every review, and closes it with its button or Escape, focus returning", async () => {
    const rows = storedReviews(TEA);
    const user = userEvent.setup();
    render(<ProductReviews productId={TEA} />);
    const seeMore = await screen.findByRole('button', { name: 'See More' });

    await user.click(seeMore);
    const dialog = await screen.findByRole('dialog', { name: 'All Reviews' });
    const all = within(dialog).getAllByRole('article');
    expect(all).toHaveLength(14);
    expect(all.map((article) => within(article).getByRole('heading', { level: 3 }).textContent)).toEqual(
      rows.map((row) => row.user_name),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(seeMore).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'All Reviews' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(seeMore).toHaveFocus();
  });

  it('shows reviewers’ photos as small thumbnails named after the review', async () => {
    const withPhotos = backend.store.data.reviews.find((review) => review.images.length > 1)!;
    const rows = storedReviews(withPhotos.product_id);
    const user = userEvent.setup();
    render(<ProductReviews productId={withPhotos.product_id} />);
    await screen.findByRole('heading', { name: `Customer Reviews (${rows.length})` });
    if (rows.indexOf(withPhotos) >= 3) await user.click(screen.getByRole('button', { name: 'See More' }));

    for (const [index, src] of withPhotos.images.entries()) {
      const photos = screen.getAllByRole('img', { name: `Photo ${index + 1} from ${withPhotos.user_name}'s review` });
      expect(photos[photos.length - 1]).toHaveAttribute('src', src);
      expect(photos[photos.length - 1]).toHaveAttribute('loading', 'lazy');
    }
  });

  it('has no See More button with 3 reviews or fewer', async () => {
    const few = backend.store.data.products.find((product) => {
      const count = storedReviews(product.id).length;
      return product.is_active && count > 0 && count <= 3;
    })!;
    render(<ProductReviews productId={few.id} />);
    const count = storedReviews(few.id).length;
    await screen.findByRole('heading', { name: `Customer Reviews (${count})` });
    expect(screen.getAllByRole('article')).toHaveLength(count);
    expect(screen.queryByRole('button', { name: 'See More' })).not.toBeInTheDocument();
  });

  it('says so kindly when a product has no reviews yet', async () => {
    expect(storedReviews(SEED_IDS.noReviewsProduct)).toHaveLength(0);
    render(<ProductReviews productId={SEED_IDS.noReviewsProduct} />);
    const reviews = await section();
    expect(await within(reviews).findByRole('heading', { level: 3, name: 'No reviews yet' })).toBeInTheDocument();
    expect(within(reviews).getByText(/Visit your orders page to submit a review\./)).toBeInTheDocument();
    expect(within(reviews).queryByText(/Customer Reviews/)).not.toBeInTheDocument();
    expect(within(reviews).queryByRole('list', { name: 'Rating breakdown' })).not.toBeInTheDocument();
  });

  it('announces loading while the reviews are on their way', async () => {
    backend.fault({ route: '/product/:id/reviews', method: 'GET', delayMs: 300, times: 1 });
    render(<ProductReviews productId={TEA} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading reviews…');
    expect(await screen.findByRole('heading', { name: 'Customer Reviews (14)' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('fails silently: nothing shown, nothing broken, the failure logged (SPEC §8)', async () => {
    backend.fault({ route: '/product/:id/reviews', method: 'GET', status: 500 });
    const { container } = render(
      <>
        <ProductReviews productId={TEA} />
        <p>Rest of the page</p>
      </>,
    );
    await waitFor(
      () => expect(console.error).toHaveBeenCalledWith('[shop-widgets] review fetch failed', expect.anything()),
      { timeout: 4000 },
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container).toHaveTextContent(/^Rest of the page$/);
  });

  it('fails silently on an answer of the wrong shape too', async () => {
    backend.fault({ route: '/product/:id/reviews', method: 'GET', body: 'wrong-shape' });
    const { container } = render(<ProductReviews productId={TEA} />);
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith('[shop-widgets] review fetch failed', expect.anything()),
    );
    expect(container).toBeEmptyDOMElement();
  });
});
