import { EmptyState } from '../../shared/cards/ui/empty-state';

/**
 * The empty state, loaded only when there is nothing to buy (the guest-checkout widget's
 * `EmptyCheckout`): a checkout with products never downloads it (its code and stylesheet, 1.4 KB
 * gzip).
 */
export default EmptyState;
