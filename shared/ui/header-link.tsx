import type { MouseEventHandler } from 'react';
import './header-link.css';

interface HeaderLinkProps {
  href: string;
  /** Visible text (hidden on small screens, where the icon and badge stand alone). */
  text: string;
  /** Accessible name, which carries the count. */
  label: string;
  count: number;
  /** Path data of the icon (shared/ui/header-icons.ts). */
  icon: readonly string[];
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/** An icon link of the page header with a count badge (the cart and wishlist links). */
export function HeaderLink({ href, text, label, count, icon, onClick }: HeaderLinkProps) {
  return (
    <a className="shop-header-link" href={href} aria-label={label} onClick={onClick}>
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
      {count > 0 && (
        <span className="shop-header-link__badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </a>
  );
}
