import { useSignals } from '@preact/signals-react/runtime';
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import type * as v from 'valibot';
import { HOME_PATH, WISHLIST_PATH } from '../../shared/core/constants';
import { useWishlistHearts } from '../../shared/cards/hooks/use-wishlist-hearts';
import * as commonMessages from '../../shared/core/messages/common';
import * as wishlistMessages from '../../shared/core/messages/wishlist';
import { defineWidget } from '../../shared/core/runtime/define-widget';
import { isSignedIn } from '../../shared/core/stores/auth';
import { requestLogin } from '../../shared/core/stores/login';
import { EmptyState } from '../../shared/cards/ui/empty-state';
import { InlineAlert } from '../../shared/session/ui/inline-alert';
import { Spinner } from '../../shared/session/ui/spinner';
import { ToastHost } from '../../shared/session/ui/toast';
import { useWishlistItems, type WishlistEntry } from './use-wishlist-items';
import { WishlistEntryView } from './wishlist-entry';
import '../../shared/core/styles/pill-button.css';
import '../../shared/cards/ui/product-grid.css';
import './wishlist.css';
import { ShownLines } from '../../shared/session/ui/shown-lines';
import { propsSchema } from './props';

/**
 * SPEC §2 "Wishlist page (/wishlist)": the saved products as cards, each with a Remove button
 * and the shared heart; 'Ready to make a wish?' with 'Try Now' when empty. A guest is asked to
 * sign in and comes back here.
 */
function Wishlist({ title, headingLevel = 2 }: v.InferOutput<typeof propsSchema>) {
  useSignals();
  const titleId = useId();
  const named = Boolean(title?.trim());
  const Heading = `h${headingLevel}` as const;
  const innerLevel = named ? ((headingLevel + 1) as 3 | 4) : headingLevel;

  const body = isSignedIn.value ? (
    <SavedProducts headingLevel={innerLevel} />
  ) : (
    <div className="shop-wl__guest">
      <EmptyState
        title={wishlistMessages.signInTitle}
        text={wishlistMessages.signInText}
        headingLevel={innerLevel}
      />
      <button
        type="button"
        className="shop-wl__primary"
        onClick={() => requestLogin({ intendedUrl: WISHLIST_PATH })}
      >
        {wishlistMessages.signIn}
      </button>
    </div>
  );

  if (!named) return <div className="shop-wl">{body}</div>;
  return (
    <section className="shop-wl" aria-labelledby={titleId}>
      <Heading id={titleId} className="shop-wl__title">
        {title}
      </Heading>
      {body}
    </section>
  );
}

function SavedProducts({ headingLevel }: { headingLevel: 2 | 3 | 4 }) {
  const wishlist = useWishlistItems();
  const hearts = useWishlistHearts();
  const root = useFocusAfterRemoval(wishlist.entries);

  const { entries } = wishlist;
  let content: ReactNode;
  if (entries === null && wishlist.loadError === null) {
    content = (
      <div className="shop-wl__loading">
        <Spinner size="lg" />
      </div>
    );
  } else if (entries === null) {
    content = (
      <div className="shop-wl__failed">
        {!wishlist.loading && wishlist.loadError && (
          <InlineAlert tone="error">
            <ShownLines text={wishlist.loadError} />
          </InlineAlert>
        )}
        <button
          type="button"
          className="shop-pill-button"
          aria-disabled={wishlist.loading || undefined}
          aria-busy={wishlist.loading || undefined}
          onClick={wishlist.loading ? undefined : () => void wishlist.reload()}
        >
          {wishlist.loading && <Spinner size="sm" />}
          {commonMessages.retry}
        </button>
      </div>
    );
  } else if (entries.length === 0) {
    content = (
      <EmptyState
        title={wishlistMessages.emptyTitle}
        text={wishlistMessages.emptyText}
        action={{ label: wishlistMessages.emptyLink, href: HOME_PATH }}
        headingLevel={headingLevel}
      />
    );
  } else {
    content = (
      <>
        <p className="shop-wl__count">{wishlistMessages.itemCount(entries.length)}</p>
        <ul className="shop-product-grid" role="list">
          {entries.map((entry: WishlistEntry) => (
            <WishlistEntryView
              key={entry.id}
              entry={entry}
              headingLevel={headingLevel}
              busy={hearts.isBusy(entry.product.id)}
              error={wishlist.removeError(entry.id) ?? undefined}
              onRemove={(item) => void wishlist.remove(item)}
              onToggleHeart={(item) => void hearts.toggle(item.product)}
            />
          ))}
        </ul>
      </>
    );
  }

  return (
    <div ref={root}>
      {/* Polite: loading, and each removal made with a Remove button (the heart has its toast). */}
      <p className="shop-visually-hidden" role="status">
        {entries === null && wishlist.loadError === null ? wishlistMessages.loading : wishlist.announcement}
      </p>
      {content}
      <ToastHost toast={hearts.toast} onDismiss={hearts.dismissToast} />
    </div>
  );
}

/**
 * When a card leaves the list while it held keyboard focus (its Remove button or its heart),
 * focus goes to the Remove button now in its place (or the last one), or to the empty state's
 * link, instead of falling back to the top of the page.
 */
function useFocusAfterRemoval(entries: WishlistEntry[] | null) {
  const root = useRef<HTMLDivElement>(null);
  const previous = useRef(entries);
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = entries;
    if (!before || !entries || entries.length >= before.length) return;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    const index = before.findIndex((entry) => !entries.includes(entry));
    const buttons = root.current?.querySelectorAll<HTMLElement>('.shop-wl__remove');
    const target = buttons?.length
      ? buttons[Math.min(index, buttons.length - 1)]
      : root.current?.querySelector<HTMLElement>('a[href]');
    target?.focus();
  }, [entries]);
  return root;
}

export default defineWidget({ name: 'wishlist', propsSchema, Component: Wishlist });
