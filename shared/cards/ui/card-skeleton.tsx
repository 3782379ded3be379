import './card-skeleton.css';

/**
 * The grey shape of a product card (picture and two lines) where a card is about to appear, so
 * nothing jumps when it arrives. Decorative: the caller hides it from screen readers and says
 * what is loading in a status region. `as` matches the list it stands in.
 */
export function CardSkeleton({ as: Tag = 'div', className }: { as?: 'div' | 'li'; className?: string }) {
  return (
    <Tag className={className ? `shop-card-skeleton ${className}` : 'shop-card-skeleton'}>
      <span className="shop-card-skeleton__media" />
      <span className="shop-card-skeleton__line" />
      <span className="shop-card-skeleton__line shop-card-skeleton__line--short" />
    </Tag>
  );
}
