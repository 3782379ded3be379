import { EmptyState } from '../../shared/cards/ui/empty-state';

/**
 * The empty cart, loaded only when the cart has no lines (the cart view's `EmptyCart`): a cart
 * with products downloads it only as its last line is being removed, so that it shows at once
 * (its code and stylesheet, about 1.4 KB gzip).
 */
export default EmptyState;
