import { EmptyState } from '../../shared/cards/ui/empty-state';

/**
 * The empty state, loaded only when the order turns out placed or without products (the
 * order-checkout widget's `EmptyOrder`): a checkout that goes on to its form never downloads it
 * (its code and stylesheet, 1.4 KB gzip).
 */
export default EmptyState;
