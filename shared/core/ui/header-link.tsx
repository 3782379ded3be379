import { useId, type MouseEventHandler } from 'react';
import './header-link.css';

interface HeaderLinkProps {
  href: string;
  /** Visible text (visually hidden on small screens, where the icon and badge stand alone). */
  text: string;
  /** What the count means ('6 items'): the link's description. */
  description: string;
  count: number;
  /** Path data of the icon (shared/core/ui/header-icons.ts). */
  icon: readonly string[];
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/**
 * An icon link of the page header with a count badge (the cart and wishlist links). Its name is
 * what it shows, the text then the badge ('Cart 6'; WCAG 2.5.3: a name starts with the visible
 * text, which axe's label-content-name-mismatch checks), and the count's meaning ('6 items',
 * exact where the badge stops at 99+) is its description, so a screen reader still hears it.
 * The page prints the same markup before it mounts (demo-pages/pages/layout.ts,
 * docs/backend.md#what-the-widget-tags-print), so nothing moves when it does.
 */
export function HeaderLink({ href, text, description, count, icon, onClick }: HeaderLinkProps) {
  const descriptionId = useId();
  return (
    <>
      <a className="shop-header-link" href={href} aria-describedby={descriptionId} onClick={onClick}>
        <svg
          className="shop-header-link__icon"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
        >
          {icon.map((d) => (
            <path key={d} d={d} />
          ))}
        </svg>
        <span className="shop-header-link__text">{text}</span>
        {/* The space keeps 'Cart 6' two words in the name and in what axe reads as shown. */}
        {count > 0 && ' '}
        {count > 0 && <span className="shop-header-link__badge">{count > 99 ? '99+' : count}</span>}
      </a>
      <span id={descriptionId} hidden>
        {description}
      </span>
    </>
  );
}
