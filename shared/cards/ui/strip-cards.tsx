import './strip.css';
import type { ProductCard } from '../../session/api/product-card';
import { useWishlistHearts } from '../hooks/use-wishlist-hearts';
import { ProductCardView } from './product-card';
import { ToastHost } from '../../session/ui/toast';

/**
 * The cards of a strip (shared/cards/ui/strip.css), each with its wishlist heart, and the toast the
 * hearts speak through. `trackRef` is the scroller's (use-scroll-edges).
 */
export function StripCards({
  id,
  trackRef,
  products,
}: {
  id: string;
  trackRef: (element: HTMLElement | null) => void;
  products: readonly ProductCard[];
}) {
  const hearts = useWishlistHearts();
  return (
    <>
      <ul id={id} ref={trackRef} className="shop-strip__track">
        {products.map((product) => (
          <li key={product.id} className="shop-strip__item">
            <ProductCardView
              product={product}
              wishlisted={hearts.isWishlisted(product.id)}
              wishlistBusy={hearts.isBusy(product.id)}
              onWishlistToggle={(card) => void hearts.toggle(card)}
            />
          </li>
        ))}
      </ul>
      <ToastHost toast={hearts.toast} onDismiss={hearts.dismissToast} />
    </>
  );
}
