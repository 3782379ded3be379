import './empty-state.css';
import { safeHref } from '../../core/urls';

export interface EmptyStateProps {
  title: string;
  text?: string;
  /** A way on, e.g. SPEC §2 wishlist: 'Try Now' to /. Unsafe hrefs are not rendered. */
  action?: { label: string; href: string };
  /** Level of the title heading; h2 by default. */
  headingLevel?: 2 | 3 | 4;
}

/** A friendly "nothing here yet" block: illustration, title, optional text and link. */
export function EmptyState({ title, text, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  const href = action ? safeHref(action.href) : null;
  return (
    <div className="shop-empty">
      <EmptyIllustration />
      <Heading className="shop-empty__title">{title}</Heading>
      {text && <p className="shop-empty__text">{text}</p>}
      {action && href !== null && (
        <a className="shop-empty__action" href={href}>
          {action.label}
        </a>
      )}
    </div>
  );
}

/** An open shopping bag with a small heart and sparkles, drawn in theme colours. */
function EmptyIllustration() {
  return (
    <svg
      className="shop-empty__art"
      viewBox="0 0 160 120"
      width="160"
      height="120"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse className="shop-empty__shadow" cx="80" cy="108" rx="46" ry="6" />
      <path className="shop-empty__bag" d="M44 42h72l-6 62H50z" />
      <path className="shop-empty__bag-fold" d="M44 42h72l-2 14H46z" />
      <path
        className="shop-empty__handle"
        d="M64 46V36a16 16 0 0 1 32 0v10"
        fill="none"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <path
        className="shop-empty__heart"
        d="M80 92s-13-7.6-13-16.2c0-4.4 3.3-7.3 7-7.3 2.6 0 4.7 1.4 6 3.6 1.3-2.2 3.4-3.6 6-3.6 3.7 0 7 2.9 7 7.3C93 84.4 80 92 80 92z"
      />
      <path
        className="shop-empty__sparkle"
        d="M128 22l2.4 6.6L137 31l-6.6 2.4L128 40l-2.4-6.6L119 31l6.6-2.4zM30 58l1.6 4.4L36 64l-4.4 1.6L30 70l-1.6-4.4L24 64l4.4-1.6z"
      />
    </svg>
  );
}
