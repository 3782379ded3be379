import { lazy, Suspense, useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { HOME_PATH } from '../../shared/core/constants';
import { userMessage, type ShownText } from '../../shared/session/errors';
import { useBusy } from '../../shared/session/hooks/use-busy';
import { useLineExtras } from '../../shared/checkout/hooks/use-line-extras';
import { useShipping } from '../../shared/checkout/hooks/use-shipping';
import { cartTotals } from '../../shared/checkout/line-totals';
import * as cartMessages from '../../shared/checkout/messages/cart';
import * as productMessages from '../../shared/catalogue/messages/product';
import { withStyles } from '../../shared/core/runtime/assets';
import * as commonMessages from '../../shared/core/messages/common';
import { InlineAlert } from '../../shared/session/ui/inline-alert';
import { FullScreenSpinner, Spinner } from '../../shared/session/ui/spinner';
import type { CartLine } from '../../shared/checkout/checkout-line';
import { CartRow } from './cart-row';
import type { CartSource } from './cart-source';
import { CartSummary } from './cart-summary';
import { loadCheckoutFlow, useCheckout } from './use-checkout';
import { useSelection } from './use-selection';
import { ShownLines } from '../../shared/session/ui/shown-lines';
import { cartAction, type CartErrors } from './use-row-errors';

const CheckoutDialogs = lazy(loadCheckoutFlow);
const warmCheckout = () => void loadCheckoutFlow();
const loadEmptyCart = () => withStyles('cart', 'empty-cart', () => import('./empty-cart'));
const EmptyCart = lazy(loadEmptyCart);
/** Fetched ahead when the last line goes; a failure here shows only if it is still failing when needed (lazy asks again). */
const warmEmptyCart = () => void loadEmptyCart().catch(() => {});

export interface CartViewProps {
  source: CartSource;
  /** The cart's failures (use-row-errors.ts): the newest shows, a success clears it. */
  errors: CartErrors;
  setRowError: (key: string, text: ShownText | null) => void;
  /** A note about the cart as a whole (a guest cart with lines past what a cart shows). */
  note?: string | null;
}

/**
 * SPEC §2 "Cart page", for either cart: 'Cart (N)' with select-all and Delete selected, the
 * rows, the empty state, and the summary over the selected rows with Checkout (N).
 */
export function CartView({ source, errors, setRowError, note = null }: CartViewProps) {
  const lines = useLineExtras(source.lines);
  const selection = useSelection(lines.map((line) => line.key));
  const selected = lines.filter((line) => selection.isSelected(line.key));
  const shipping = useShipping(lines, selected);
  const checkout = useCheckout(source.kind, selected, errors);
  const deleting = useBusy();
  const [removing, setRemoving] = useState<ReadonlySet<string>>(() => new Set());
  // Read by the click itself: a second press before the re-render sends nothing.
  const removingNow = useRef(new Set<string>());
  const [notice, setNotice] = useState<ShownText | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusAfterRemoval(lines, root, heading);
  // SPEC §5's 'No items selected to delete.', or Delete selected's failure.
  const headerAlert = notice ?? errors.errorOf(cartAction.deleteSelected);

  function select(change: () => void) {
    setNotice(null);
    change();
  }
  // Stable, so the memoised rows re-render only when their own line or state changes.
  const { setSelected } = selection;
  const selectRow = useCallback(
    (key: string, checked: boolean) => {
      setNotice(null);
      setSelected(key, checked);
    },
    [setSelected],
  );

  async function removeOne(line: CartLine) {
    if (removingNow.current.has(line.key)) return;
    removingNow.current.add(line.key);
    // The last line going: the empty cart's code comes while the server removes it.
    if (lines.length === 1) warmEmptyCart();
    setRemoving((current) => new Set(current).add(line.key));
    setRowError(line.key, null);
    try {
      // Also when removed after all (read again a timeout later): a success, the failure shown goes.
      const removed = () => {
        errors.succeeded();
        setAnnouncement(cartMessages.removed(line.name));
      };
      await source.removeOne(line, removed);
      removed();
    } catch (failure) {
      setRowError(line.key, await userMessage(failure, cartMessages.removeFailed));
    } finally {
      removingNow.current.delete(line.key);
      setRemoving((current) => {
        const next = new Set(current);
        next.delete(line.key);
        return next;
      });
    }
  }

  // The latest removeOne behind a stable handler, for the memoised rows.
  const latestRemoveOne = useRef<(line: CartLine) => Promise<void>>(async () => {});
  useLayoutEffect(() => {
    latestRemoveOne.current = removeOne;
  });
  const removeRow = useCallback((line: CartLine) => void latestRemoveOne.current(line), []);

  function deleteSelected() {
    setNotice(null);
    // SPEC §5: Delete selected needs at least one selected row.
    if (selected.length === 0) {
      setNotice(cartMessages.noneSelectedDelete);
      return;
    }
    const chosen = selected;
    if (chosen.length === lines.length) warmEmptyCart();
    errors.trying(cartAction.deleteSelected);
    void deleting.run(async () => {
      const removed = () => {
        errors.succeeded();
        setAnnouncement(cartMessages.removedMany(chosen.length));
      };
      try {
        await source.removeMany(chosen, removed);
        removed();
      } catch (failure) {
        errors.failed(cartAction.deleteSelected, await userMessage(failure, cartMessages.deleteSelectedFailed));
      }
    });
  }

  return (
    <div className="shop-cart" ref={root}>
      <div className="shop-cart__header">
        <h1 ref={heading} className="shop-cart__title" tabIndex={-1}>
          {cartMessages.heading(selection.count)}
        </h1>
        {lines.length > 0 && (
          <div className="shop-cart__toolbar">
            <label className="shop-cart__select-all">
              <SelectAllBox
                checked={selection.allSelected}
                mixed={selection.someSelected && !selection.allSelected}
                onChange={(checked) => select(() => selection.setAll(checked))}
              />
              {cartMessages.selectAll}
            </label>
            <button
              type="button"
              className="shop-button shop-cart__delete"
              onClick={deleting.busy ? undefined : deleteSelected}
              aria-disabled={deleting.busy || undefined}
              aria-busy={deleting.busy || undefined}
            >
              {deleting.busy && <Spinner size="sm" />}
              {cartMessages.deleteSelected}
            </button>
          </div>
        )}
        {headerAlert && (
          <InlineAlert tone="error">
            <ShownLines text={headerAlert} />
          </InlineAlert>
        )}
        {note && <InlineAlert tone="warning">{note}</InlineAlert>}
      </div>
      {/* Polite: each removal, for those who cannot see the row go. */}
      <p className="shop-visually-hidden" role="status">
        {announcement}
      </p>

      {lines.length === 0 ? (
        <Suspense fallback={<Spinner size="lg" label={commonMessages.loading} />}>
          <EmptyCart title={cartMessages.empty} action={{ label: productMessages.continueShopping, href: HOME_PATH }} />
        </Suspense>
      ) : (
        <div className="shop-cart__layout">
          <ul className="shop-cart__list" aria-label={cartMessages.itemsLabel}>
            {lines.map((line) => (
              <CartRow
                key={line.key}
                line={line}
                selected={selection.isSelected(line.key)}
                onSelect={selectRow}
                onQuantityChange={source.setQuantity}
                onRemove={removeRow}
                removing={removing.has(line.key)}
                error={errors.errorOf(cartAction.row(line.key)) ?? undefined}
              />
            ))}
          </ul>
          <CartSummary
            totals={cartTotals(selected)}
            shipping={shipping}
            selectedCount={selected.length}
            onCheckout={checkout.start}
            onCheckoutNear={warmCheckout}
            checkoutBusy={checkout.busy}
            checkoutError={checkout.error}
          />
        </div>
      )}

      {checkout.dialog && (
        <Suspense fallback={null}>
          <CheckoutDialogs
            dialog={checkout.dialog}
            onClose={checkout.closeDialog}
            onSignIn={checkout.signIn}
            onContinueAsGuest={checkout.continueAsGuest}
          />
        </Suspense>
      )}
      {checkout.busy && <FullScreenSpinner label={cartMessages.creatingOrder} />}
    </div>
  );
}

/** Select-all is ticked when every row is, and shows "some" (mixed) when only some are. */
function SelectAllBox({ checked, mixed, onChange }: { checked: boolean; mixed: boolean; onChange: (checked: boolean) => void }) {
  const box = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (box.current) box.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <input
      ref={box}
      type="checkbox"
      className="shop-cart__check"
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}

/**
 * When rows leave while keyboard focus was on one (its Remove button), focus goes to the
 * Remove button of the row now in its place (or the last row), or to the heading when the cart
 * is empty, instead of falling back to the top of the page.
 */
function useFocusAfterRemoval(
  lines: readonly CartLine[],
  root: RefObject<HTMLDivElement | null>,
  heading: RefObject<HTMLHeadingElement | null>,
) {
  const keys = lines.map((line) => line.key).join('\n');
  const previous = useRef(keys);
  useLayoutEffect(() => {
    const before = previous.current ? previous.current.split('\n') : [];
    previous.current = keys;
    const now = keys ? keys.split('\n') : [];
    if (now.length >= before.length) return;
    const active = document.activeElement;
    if (active !== null && active !== document.body && active.isConnected) return;
    const index = before.findIndex((key) => !now.includes(key));
    const buttons = root.current?.querySelectorAll<HTMLElement>('.shop-cart__remove');
    const target = buttons?.length ? buttons[Math.min(index, buttons.length - 1)] : heading.current;
    target?.focus();
  }, [keys, root, heading]);
}
