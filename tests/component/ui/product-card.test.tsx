import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ProductCard } from '../../../shared/session/api/product-card';
import { NO_IMAGE_URL } from '../../../shared/core/constants';
import { ProductCardView } from '../../../shared/cards/ui/product-card';

function aProduct(overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    id: 42,
    name: 'Ceylon Black Tea, Pure Highland Leaf, 400 g Gift Tin',
    image: 'tea-tin.jpg',
    price: 1250,
    originalPrice: 1500,
    discount: 17,
    shipping_type: 'free',
    averageRating: 4.5,
    totalReviews: 12,
    ...overrides,
  };
}

function renderCard(product: ProductCard, props: { wishlisted?: boolean; busy?: boolean } = {}) {
  const onWishlistToggle = vi.fn();
  render(
    <ProductCardView
      product={product}
      wishlisted={props.wishlisted ?? false}
      wishlistBusy={props.busy ?? false}
      onWishlistToggle={onWishlistToggle}
    />,
  );
  return { onWishlistToggle };
}

/** The card's picture: decorative (alt=""), since the heading already names the link. */
const cardImage = () => document.querySelector<HTMLImageElement>('img.shop-card__image')!;

describe('ProductCardView', () => {
  it('links the image and full name to the product page', () => {
    const product = aProduct();
    renderCard(product);

    const link = screen.getByRole('link', { name: product.name });
    expect(link).toHaveAttribute('href', '/products/42');
    const image = cardImage();
    expect(link).toContainElement(image);
    expect(image).toHaveAttribute("alt", "");
    expect(image).toHaveAttribute('src', '/storage/product_images/tea-tin.jpg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(screen.getByRole('heading', { level: 3, name: product.name })).toBeInTheDocument();
  });

  it('uses the heading level it is given', () => {
    const product = aProduct();
    render(
      <ProductCardView
        product={product}
        wishlisted={false}
        onWishlistToggle={() => {}}
        headingLevel={2}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: product.name })).toBeInTheDocument();
  });

  it('shows the price, the struck-through original price and the discount badge', () => {
    renderCard(aProduct());

    expect(screen.getByText('LKR 1,250.00')).toBeVisible();
    const original = screen.getByText('LKR 1,500.00', { exact: false });
    expect(original.closest('s')).toHaveTextContent('Original price LKR 1,500.00');
    expect(screen.getByText('17% OFF')).toBeVisible();
  });

  it('hides the original price when it is not higher, and the badge when there is no discount', () => {
    renderCard(aProduct({ originalPrice: 1250, discount: 0 }));

    expect(screen.getByText('LKR 1,250.00')).toBeVisible();
    expect(screen.queryByText(/Original price/)).not.toBeInTheDocument();
    expect(screen.queryByText(/% OFF/)).not.toBeInTheDocument();
  });

  it('hides the original price when there is none', () => {
    renderCard(aProduct({ originalPrice: null }));
    expect(screen.queryByText(/Original price/)).not.toBeInTheDocument();
  });

  it('says Free Delivery when shipping is free', () => {
    renderCard(aProduct({ shipping_type: 'free' }));

    expect(screen.getByText('Free Delivery')).toBeVisible();
    expect(screen.queryByRole('img', { name: 'Express shipping' })).not.toBeInTheDocument();
  });

  it('shows the express-shipping image when shipping is paid', () => {
    renderCard(aProduct({ shipping_type: 'paid' }));

    expect(screen.getByRole('img', { name: 'Express shipping' })).toHaveAttribute(
      'src',
      '/images/express-shipping.svg',
    );
    expect(screen.queryByText('Free Delivery')).not.toBeInTheDocument();
  });

  it('falls back to the no-image picture when the image fails to load, once', () => {
    const product = aProduct();
    renderCard(product);
    const image = cardImage();

    fireEvent.error(image);
    expect(image).toHaveAttribute('src', NO_IMAGE_URL);

    // The fallback failing too must not loop.
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', NO_IMAGE_URL);
  });

  it('shows the no-image picture when the product has no image', () => {
    const product = aProduct({ image: null });
    renderCard(product);
    expect(cardImage()).toHaveAttribute('src', NO_IMAGE_URL);
  });

  it('gives the average rating and review count a text name', () => {
    renderCard(aProduct({ averageRating: 4.5, totalReviews: 12 }));
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5, 12 reviews' })).toBeVisible();
  });

  it('toggles the wishlist heart, which is a button beside the link', async () => {
    const user = userEvent.setup();
    const product = aProduct();
    const onToggle = vi.fn();
    function Shelf() {
      const [wishlisted, setWishlisted] = useState(false);
      return (
        <ProductCardView
          product={product}
          wishlisted={wishlisted}
          onWishlistToggle={(p) => {
            onToggle(p);
            setWishlisted((w) => !w);
          }}
        />
      );
    }
    render(<Shelf />);

    const heart = screen.getByRole('button', { name: `Save ${product.name} to wishlist` });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link')).not.toContainElement(heart);

    await user.click(heart);
    expect(onToggle).toHaveBeenCalledWith(product);
    const pressed = screen.getByRole('button', { name: `Save ${product.name} to wishlist` });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');

    await user.click(pressed);
    expect(onToggle).toHaveBeenCalledTimes(2);
    expect(
      screen.getByRole('button', { name: `Save ${product.name} to wishlist` }),
    ).toHaveAttribute('aria-pressed', 'false');
  });

  it('disables the heart while the wishlist request runs', async () => {
    const user = userEvent.setup();
    const product = aProduct();
    const { onWishlistToggle } = renderCard(product, { wishlisted: true, busy: true });

    const heart = screen.getByRole('button', { name: `Save ${product.name} to wishlist` });
    expect(heart).toBeDisabled();
    expect(heart).toHaveAttribute('aria-busy', 'true');
    await user.click(heart);
    expect(onWishlistToggle).not.toHaveBeenCalled();
  });
});
