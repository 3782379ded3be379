import type * as v from 'valibot';
import { defineWidget } from '../../shared/core/runtime/define-widget';
import { ToastHost, useToast } from '../../shared/session/ui/toast';
import { Gallery } from './gallery';
import type { OrderLine } from './order-line';
import { Purchase } from './purchase';
import { SidePanel } from './side-panel';
import { Summary } from './summary';
import { useSelection } from './use-selection';
import { VariationPicker } from './variation-picker';
import './product-detail.css';
import { propsSchema } from './props';

/**
 * SPEC §2 "Product detail": gallery, name, price, variation selectors, quantity, Add To Cart,
 * Buy Now, wishlist, and the side panel (shipping, delivery estimate, coupons, ships-from,
 * selling points). This widget is the page's main content, so it prints the page's h1.
 */
function ProductDetailPage({ product }: v.InferOutput<typeof propsSchema>) {
  const selection = useSelection(product);
  const { toast, showToast, dismissToast } = useToast();

  const line: OrderLine = {
    product,
    types: selection.types,
    values: selection.values,
    variationName: selection.name,
    baseCents: selection.price.baseCents,
    quantity: selection.quantity,
  };

  return (
    <div className="shop-pd">
      <Gallery images={product.images} name={product.name} />
      <div className="shop-pd__info">
        <Summary
          name={product.name}
          averageRating={product.averageRating}
          totalReviews={product.totalReviews}
          price={selection.price}
          description={product.small_description}
        />
        <VariationPicker
          types={selection.types}
          values={selection.values}
          onSelect={selection.select}
          stockOf={selection.stockOf}
        />
        <Purchase
          line={line}
          stock={selection.stock}
          onQuantityChange={selection.setQuantity}
          showToast={showToast}
        />
      </div>
      <SidePanel product={product} showToast={showToast} />
      <ToastHost toast={toast} onDismiss={dismissToast} />
    </div>
  );
}

export default defineWidget({ name: 'product-detail', propsSchema, Component: ProductDetailPage });
