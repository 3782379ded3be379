import { EmptyState } from '../../shared/empty-state/empty-state';

/**
 * The empty cart, loaded only when the cart has no lines (the cart view's `EmptyCart`): a cart
 * with products downloads it only once one line is left, so that removing the last shows it at
 * once (its code and stylesheet, about 1 KB gzip).
 */
export default EmptyState;
